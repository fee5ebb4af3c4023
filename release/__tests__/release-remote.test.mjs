import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { list, publish, rollback } from '../release-remote.mjs';
import { checkShellFilesAreLive, routesOf, servedByFolder } from '../remote-pages.mjs';

const at = (day) => new Date(`2026-11-${String(day).padStart(2, '0')}T10:00:00Z`);
const read = (file) => readFileSync(file, 'utf8');

function workspace() {
  const root = mkdtempSync(path.join(tmpdir(), 'release-'));
  return { root, served: path.join(root, 'srv/mfe-pricing'), shellServed: path.join(root, 'srv/shell') };
}

/** A fake remote build: a manifest naming its version, an entry, a hashed chunk, a variant page in a subfolder. */
function remoteBuild(root, version, chunk = `page.${version.replaceAll('.', '')}.js`) {
  const dist = path.join(root, `pricing-${version}`);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'annual-first'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `// entry ${version} loads ${chunk}`);
  writeFileSync(path.join(dist, 'annual-first', 'index.html'), `<p>annual first ${version}</p>`);
  writeFileSync(path.join(dist, 'assets', chunk), `// chunk of ${version}`);
  return dist;
}

/** A fake shell build with its prerendered pages and the files operators and remotes rely on. */
function shellBuild(root, version) {
  const dist = path.join(root, `shell-${version}`);
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'pricing'), { recursive: true });
  const chunk = `main.${version.replaceAll('.', '')}.js`;
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(dist, 'assets', chunk), `// shell ${version}`);
  writeFileSync(path.join(dist, 'index.html'), `<script src="/assets/${chunk}"></script>home ${version}`);
  writeFileSync(path.join(dist, 'pricing', 'index.html'), `<script src="/assets/${chunk}"></script>pricing by shell ${version}`);
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ pricing: `manifest for shell ${version}` }));
  writeFileSync(path.join(dist, 'site-config.json'), JSON.stringify({ version }));
  writeFileSync(path.join(dist, '.app-shell.html'), 'build-local template');
  return dist;
}

const live = (served) => ({
  entry: read(path.join(served, 'remoteEntry.js')),
  manifest: read(path.join(served, 'mf-manifest.json')),
  variant: read(path.join(served, 'annual-first/index.html')),
});

test('a release swaps the entry files, keeps earlier chunks, and rolls back', () => {
  const { root, served } = workspace();
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2) });

  assert.match(read(path.join(served, 'remoteEntry.js')), /entry 1.1.0/);
  assert.ok(existsSync(path.join(served, 'assets/page.100.js')), 'an open page can still load 1.0.0 chunks');
  assert.ok(existsSync(path.join(served, 'assets/page.110.js')));

  const back = rollback({ served });
  assert.match(back, /_1\.0\.0$/);
  assert.match(read(path.join(served, 'remoteEntry.js')), /entry 1.0.0/);
  assert.equal(JSON.parse(read(path.join(served, 'mf-manifest.json'))).metaData.buildInfo.buildVersion, '1.0.0');
  assert.equal(list({ served }).current, back);
  assert.throws(() => rollback({ served }), /no earlier release/);
});

test('subfolders of the build are published and rolled back with the release', () => {
  const { root, served } = workspace();
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  assert.equal(read(path.join(served, 'annual-first/index.html')), '<p>annual first 1.0.0</p>');
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2) });
  assert.equal(read(path.join(served, 'annual-first/index.html')), '<p>annual first 1.1.0</p>');
  rollback({ served });
  assert.equal(read(path.join(served, 'annual-first/index.html')), '<p>annual first 1.0.0</p>');
});

test('the release history is kept beside the served folder, not in it', () => {
  const { root, served } = workspace();
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  assert.deepEqual(readdirSync(served).sort(), ['annual-first', 'assets', 'mf-manifest.json', 'remoteEntry.js']);
  assert.ok(existsSync(`${served}.releases/history.json`));
  const state = path.join(root, 'elsewhere');
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, state, now: at(2) });
  assert.equal(list({ served, state }).releases.length, 1, 'an explicit --state folder holds its own history');
});

test('rollback returns to the release that was live before, across publish → rollback → publish → rollback', () => {
  const { root, served } = workspace();
  const a = publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2) });
  assert.equal(rollback({ served }), a);
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.2.0'), served, now: at(3) });
  assert.match(live(served).entry, /entry 1.2.0/);
  assert.equal(rollback({ served }), a, 'not 1.1.0, which had been rolled back');
  assert.match(live(served).entry, /entry 1.0.0/);
  assert.deepEqual(
    list({ served }).events.map((event) => event.action),
    ['publish', 'publish', 'rollback', 'publish', 'rollback'],
  );
});

test('a version that is not a plain semantic version is refused before anything is written', () => {
  for (const version of ['../../etc', '1.0.0/../../x', '1.0.0..1', '', undefined, 'v1', '1.0.0-rc..1']) {
    const { root, served } = workspace();
    const dist = remoteBuild(root, '1.0.0');
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
    assert.throws(() => publish({ app: 'mfe-pricing', dist, served }), /needs a semantic version/, String(version));
    assert.ok(!existsSync(`${served}.releases`), `nothing recorded for ${version}`);
  }
  const { root, served } = workspace();
  assert.match(publish({ app: 'mfe-pricing', dist: remoteBuild(root, '2.0.0-rc.1+build.7'), served }), /_2\.0\.0-rc\.1\+build\.7$/);
});

test('publishing something that was never built is refused', () => {
  const { root, served } = workspace();
  assert.throws(() => publish({ app: 'mfe-pricing', dist: path.join(root, 'nothing'), served }), /has no mf-manifest.json/);
});

test('a second publish while one runs is refused; a lock left by a dead process is taken over', () => {
  const { root, served } = workspace();
  mkdirSync(`${served}.releases`, { recursive: true });
  const lock = path.join(`${served}.releases`, 'lock');
  writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }));
  assert.throws(() => publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served }), /Another release is running/);
  assert.throws(() => rollback({ served }), /Another release is running/);
  assert.ok(!existsSync(path.join(served, 'remoteEntry.js')));

  writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), at: Date.now() }));
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served });
  assert.ok(!existsSync(lock), 'the lock is released after a publish');
});

/** File operations that fail with "no space left" on the nth write (copy or file write). */
function diskFullAfter(writes) {
  let count = 0;
  const fail = () => {
    count += 1;
    if (count > writes) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  };
  return {
    io: {
      copyFile: (from, to) => {
        fail();
        copyFileSync(from, to);
      },
      writeFile: (file, text) => {
        fail();
        writeFileSync(file, text);
      },
      rename: renameSync,
    },
    failed: () => count > writes,
  };
}

test('a disk that fills up at any point of a publish leaves the live release and its history intact', () => {
  for (let writes = 0; ; writes += 1) {
    const { root, served } = workspace();
    publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
    const before = { files: live(served), history: list({ served }) };
    const disk = diskFullAfter(writes);
    try {
      publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2), io: disk.io });
    } catch (error) {
      assert.match(error.message, /ENOSPC/);
    }
    if (!disk.failed()) break; // the publish needed fewer writes than this: every point has been tried
    assert.deepEqual(live(served), before.files, `after failing at write ${writes + 1}`);
    assert.deepEqual(list({ served }), before.history);
    assert.ok(!existsSync(path.join(`${served}.releases`, 'lock')));
    assert.equal(readdirSync(path.join(`${served}.releases`, 'staging')).length, 0, 'staged files are cleaned up');
    publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.2.0'), served, now: at(3) });
    assert.match(live(served).entry, /entry 1.2.0/, 'the next publish works');
  }
});

test('the release is in the history before any served file changes', () => {
  const { root, served } = workspace();
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  const seen = [];
  const io = {
    copyFile: copyFileSync,
    writeFile: writeFileSync,
    rename: (from, to) => {
      if (to.startsWith(`${served}/`)) seen.push(list({ served }).current);
      renameSync(from, to);
    },
  };
  const id = publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2), io });
  assert.ok(seen.length > 0);
  assert.ok(seen.every((current) => current === id));
});

test('a remote release swaps its own prerendered pages into the shell, and its rollback restores them', () => {
  const { root, served, shellServed } = workspace();
  publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  const pageOf = (version) => {
    const file = path.join(root, `pricing-page-${version}.html`);
    writeFileSync(file, `pricing page ${version}`);
    return { shellServed, files: { 'pricing/index.html': file } };
  };
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, pages: pageOf('1.0.0'), now: at(2) });
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, pages: pageOf('1.1.0'), now: at(3) });
  assert.equal(read(path.join(shellServed, 'pricing/index.html')), 'pricing page 1.1.0');
  assert.match(read(path.join(shellServed, 'index.html')), /home 1.0.0/, "other pages are the shell's");
  rollback({ served });
  assert.equal(read(path.join(shellServed, 'pricing/index.html')), 'pricing page 1.0.0');
  assert.match(live(served).entry, /entry 1.0.0/);
});

test('a shell release swaps its pages, remotes.json and site-config.json, and keeps the replaced hashed files', () => {
  const { root, shellServed } = workspace();
  publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  publish({ app: 'shell', dist: shellBuild(root, '1.1.0'), served: shellServed, now: at(2) });
  assert.match(read(path.join(shellServed, 'pricing/index.html')), /pricing by shell 1.1.0/);
  assert.match(read(path.join(shellServed, 'remotes.json')), /shell 1.1.0/);
  assert.match(read(path.join(shellServed, 'site-config.json')), /1.1.0/);
  assert.ok(existsSync(path.join(shellServed, 'assets/main.100.js')), 'a tab opened on 1.0.0 still loads its chunks');
  assert.ok(!existsSync(path.join(shellServed, '.app-shell.html')), 'build-local dot files are not served');
  rollback({ served: shellServed });
  assert.match(read(path.join(shellServed, 'index.html')), /home 1.0.0/);
});

test('a page the previous release had and this one has not is taken down', () => {
  const { root, served } = workspace();
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  const dist = remoteBuild(root, '1.1.0');
  rmSync(path.join(dist, 'annual-first'), { recursive: true });
  publish({ app: 'mfe-pricing', dist, served, now: at(2) });
  assert.ok(!existsSync(path.join(served, 'annual-first/index.html')));
  rollback({ served });
  assert.ok(existsSync(path.join(served, 'annual-first/index.html')));
});

test("a remote's routes come from the shell's route table", () => {
  assert.deepEqual(routesOf('pricing'), ['/pricing']);
  assert.deepEqual(routesOf('legal'), ['/privacy-policy', '/refund-policy', '/terms-of-service']);
  assert.deepEqual(routesOf('landing'), ['/']);
});

test('a page rendered with a shell build that is not live is refused', async () => {
  const { root, shellServed } = workspace();
  publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  await checkShellFilesAreLive('<script src="/assets/main.100.js">', servedByFolder(shellServed), 'pricing/index.html');
  await assert.rejects(
    checkShellFilesAreLive('<script src="/assets/main.200.js">', servedByFolder(shellServed), 'pricing/index.html'),
    /not live/,
  );
});

test('rolling back a remote release puts back the pages it replaced, even those the shell had shipped', () => {
  const { root, served, shellServed } = workspace();
  publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(2) });
  const page = path.join(root, 'pricing-page.html');
  writeFileSync(page, 'pricing page 1.1.0');
  publish({
    app: 'mfe-pricing',
    dist: remoteBuild(root, '1.1.0'),
    served,
    pages: { shellServed, files: { 'pricing/index.html': page } },
    now: at(3),
  });
  assert.equal(read(path.join(shellServed, 'pricing/index.html')), 'pricing page 1.1.0');
  rollback({ served });
  assert.match(read(path.join(shellServed, 'pricing/index.html')), /pricing by shell 1.0.0/, 'the page that matches the 1.0.0 code again');
  assert.match(live(served).entry, /entry 1.0.0/);
});
