import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { folderStore } from '../folder-store.mjs';
import * as releases from '../releases.mjs';
import { checkShellFilesAreLive, routesOf, servedByFolder, serveStylesheetCopies } from '../remote-pages.mjs';

/** The release operations on a served folder (its state beside it, or `state`), its pages into the shell's. */
const onFolder = ({ served, state, io, pages, ...options }) => ({
  ...options,
  store: folderStore({ served, state, io }),
  ...(pages ? { pages: { store: folderStore({ served: pages.shellServed }), texts: pages.texts } } : {}),
});
const publish = (options) => releases.publish(onFolder(options));
const rollback = (options) => releases.rollback(onFolder(options));
const list = (options) => releases.list(onFolder(options));

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

test('a release swaps the entry files, keeps earlier chunks, and rolls back', async () => {
  const { root, served } = workspace();
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2) });

  assert.match(read(path.join(served, 'remoteEntry.js')), /entry 1.1.0/);
  assert.ok(existsSync(path.join(served, 'assets/page.100.js')), 'an open page can still load 1.0.0 chunks');
  assert.ok(existsSync(path.join(served, 'assets/page.110.js')));

  const back = await rollback({ served });
  assert.match(back, /_1\.0\.0$/);
  assert.match(read(path.join(served, 'remoteEntry.js')), /entry 1.0.0/);
  assert.equal(JSON.parse(read(path.join(served, 'mf-manifest.json'))).metaData.buildInfo.buildVersion, '1.0.0');
  assert.equal((await list({ served })).current, back);
  await assert.rejects(rollback({ served }), /no earlier release/);
});

test('subfolders of the build are published and rolled back with the release', async () => {
  const { root, served } = workspace();
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  assert.equal(read(path.join(served, 'annual-first/index.html')), '<p>annual first 1.0.0</p>');
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2) });
  assert.equal(read(path.join(served, 'annual-first/index.html')), '<p>annual first 1.1.0</p>');
  await rollback({ served });
  assert.equal(read(path.join(served, 'annual-first/index.html')), '<p>annual first 1.0.0</p>');
});

test('the release history is kept beside the served folder, not in it', async () => {
  const { root, served } = workspace();
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  assert.deepEqual(readdirSync(served).sort(), ['annual-first', 'assets', 'mf-manifest.json', 'remoteEntry.js']);
  assert.ok(existsSync(`${served}.releases/history.json`));
  const state = path.join(root, 'elsewhere');
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, state, now: at(2) });
  assert.equal((await list({ served, state })).releases.length, 1, 'an explicit --state folder holds its own history');
});

test('rollback returns to the release that was live before, across publish → rollback → publish → rollback', async () => {
  const { root, served } = workspace();
  const a = await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2) });
  assert.equal(await rollback({ served }), a);
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.2.0'), served, now: at(3) });
  assert.match(live(served).entry, /entry 1.2.0/);
  assert.equal(await rollback({ served }), a, 'not 1.1.0, which had been rolled back');
  assert.match(live(served).entry, /entry 1.0.0/);
  assert.deepEqual(
    (await list({ served })).events.map((event) => event.action),
    ['publish', 'publish', 'rollback', 'publish', 'rollback'],
  );
});

test('a version that is not a plain semantic version is refused before anything is written', async () => {
  for (const version of ['../../etc', '1.0.0/../../x', '1.0.0..1', '', undefined, 'v1', '1.0.0-rc..1']) {
    const { root, served } = workspace();
    const dist = remoteBuild(root, '1.0.0');
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
    await assert.rejects(publish({ app: 'mfe-pricing', dist, served }), /needs a semantic version/, String(version));
    assert.ok(!existsSync(`${served}.releases`), `nothing recorded for ${version}`);
  }
  const { root, served } = workspace();
  assert.match(
    await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '2.0.0-rc.1+build.7'), served }),
    /_2\.0\.0-rc\.1_build\.7$/,
    'the build metadata after "_", not "+"',
  );
});

test('publishing something that was never built is refused', async () => {
  const { root, served } = workspace();
  await assert.rejects(publish({ app: 'mfe-pricing', dist: path.join(root, 'nothing'), served }), /has no mf-manifest.json/);
});

test('a second publish while one runs is refused; a lock left by a dead process is taken over', async () => {
  const { root, served } = workspace();
  mkdirSync(`${served}.releases`, { recursive: true });
  const lock = path.join(`${served}.releases`, 'lock');
  writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }));
  await assert.rejects(publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served }), /Another release is running/);
  await assert.rejects(rollback({ served }), /Another release is running/);
  assert.ok(!existsSync(path.join(served, 'remoteEntry.js')));

  writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: hostname(), at: Date.now() }));
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served });
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

test('a disk that fills up at any point of a publish leaves the live release and its history intact', async () => {
  for (let writes = 0; ; writes += 1) {
    const { root, served } = workspace();
    await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
    const before = { files: live(served), history: await list({ served }) };
    const disk = diskFullAfter(writes);
    try {
      await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2), io: disk.io });
    } catch (error) {
      assert.match(error.message, /ENOSPC/);
    }
    if (!disk.failed()) break; // the publish needed fewer writes than this: every point has been tried
    assert.deepEqual(live(served), before.files, `after failing at write ${writes + 1}`);
    assert.deepEqual(await list({ served }), before.history);
    assert.ok(!existsSync(path.join(`${served}.releases`, 'lock')));
    assert.equal(readdirSync(path.join(`${served}.releases`, 'staging')).length, 0, 'staged files are cleaned up');
    await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.2.0'), served, now: at(3) });
    assert.match(live(served).entry, /entry 1.2.0/, 'the next publish works');
  }
});

test('the release is in the history before any served file changes', async () => {
  const { root, served } = workspace();
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  const seen = [];
  const io = {
    copyFile: copyFileSync,
    writeFile: writeFileSync,
    rename: (from, to) => {
      // list reads the history as it is called; what it read is awaited below.
      if (to.startsWith(`${served}/`)) seen.push(list({ served }));
      renameSync(from, to);
    },
  };
  const id = await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, now: at(2), io });
  const currents = (await Promise.all(seen)).map((history) => history.current);
  assert.ok(currents.length > 0);
  assert.ok(currents.every((current) => current === id));
});

test('a remote release swaps its own prerendered pages into the shell, and its rollback restores them', async () => {
  const { root, served, shellServed } = workspace();
  await publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  const pageOf = (version) => ({ shellServed, texts: { 'pricing/index.html': `pricing page ${version}` } });
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, pages: pageOf('1.0.0'), now: at(2) });
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.1.0'), served, pages: pageOf('1.1.0'), now: at(3) });
  assert.equal(read(path.join(shellServed, 'pricing/index.html')), 'pricing page 1.1.0');
  assert.match(read(path.join(shellServed, 'index.html')), /home 1.0.0/, "other pages are the shell's");
  await rollback({ served });
  assert.equal(read(path.join(shellServed, 'pricing/index.html')), 'pricing page 1.0.0');
  assert.match(live(served).entry, /entry 1.0.0/);
});

test('a shell release swaps its pages, remotes.json and site-config.json, and keeps the replaced hashed files', async () => {
  const { root, shellServed } = workspace();
  await publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  await publish({ app: 'shell', dist: shellBuild(root, '1.1.0'), served: shellServed, now: at(2) });
  assert.match(read(path.join(shellServed, 'pricing/index.html')), /pricing by shell 1.1.0/);
  assert.match(read(path.join(shellServed, 'remotes.json')), /shell 1.1.0/);
  assert.match(read(path.join(shellServed, 'site-config.json')), /1.1.0/);
  assert.ok(existsSync(path.join(shellServed, 'assets/main.100.js')), 'a tab opened on 1.0.0 still loads its chunks');
  assert.ok(!existsSync(path.join(shellServed, '.app-shell.html')), 'build-local dot files are not served');
  await rollback({ served: shellServed });
  assert.match(read(path.join(shellServed, 'index.html')), /home 1.0.0/);
});

test('a page the previous release had and this one has not is taken down', async () => {
  const { root, served } = workspace();
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(1) });
  const dist = remoteBuild(root, '1.1.0');
  rmSync(path.join(dist, 'annual-first'), { recursive: true });
  await publish({ app: 'mfe-pricing', dist, served, now: at(2) });
  assert.ok(!existsSync(path.join(served, 'annual-first/index.html')));
  await rollback({ served });
  assert.ok(existsSync(path.join(served, 'annual-first/index.html')));
});

test("a release carries the pages of exactly the routes the site registry gives its remote, and every route is some remote's", () => {
  assert.deepEqual(routesOf('pricing'), ['/pricing']);
  assert.deepEqual(routesOf('legal'), ['/privacy-policy', '/refund-policy', '/terms-of-service']);
  assert.deepEqual(routesOf('landing'), ['/']);
  const remotes = SITE_REGISTRY.apps.filter((app) => app.remote).map((app) => app.remote);
  const routePaths = SITE_REGISTRY.routes.map((route) => route.path);
  assert.deepEqual(remotes.flatMap((remote) => routesOf(remote)).sort(), [...routePaths].sort());
});

test('a page rendered with a shell build that is not live is refused', async () => {
  const { root, shellServed } = workspace();
  await publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  await checkShellFilesAreLive('<script src="/assets/main.100.js">', servedByFolder(shellServed), 'pricing/index.html');
  await assert.rejects(
    checkShellFilesAreLive('<script src="/assets/main.200.js">', servedByFolder(shellServed), 'pricing/index.html'),
    /not live/,
  );
});

test("the stylesheets a remote's pages link from the shell's host are served in the live shell before the pages name them", async () => {
  const { root, shellServed } = workspace();
  await publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  const rendered = path.join(root, 'rendered');
  mkdirSync(path.join(rendered, 'assets'), { recursive: true });
  for (const file of ['pricing.1.css', 'pricing.1.css.br', 'pricing.1.css.gz', 'shell.9.css'])
    writeFileSync(path.join(rendered, 'assets', file), file);
  const page =
    '<link rel="stylesheet" href="/assets/pricing.1.css" crossorigin integrity="sha384-x" data-copied-from="https://pricing.callvera.ai"><script src="/assets/main.100.js"></script>';
  const shell = folderStore({ served: shellServed });
  await assert.rejects(checkShellFilesAreLive(page, servedByFolder(shellServed), 'pricing/index.html'), /pricing\.1\.css is not served/);

  await serveStylesheetCopies(shell, rendered, {
    'pricing/index.html': page,
    'index.html': '<link rel="stylesheet" href="/assets/shell.9.css">',
  });
  await checkShellFilesAreLive(page, servedByFolder(shellServed), 'pricing/index.html');
  assert.equal(read(path.join(shellServed, 'assets/pricing.1.css')), 'pricing.1.css');
  assert.equal(read(path.join(shellServed, 'assets/pricing.1.css.br')), 'pricing.1.css.br', 'with its precompressed copies');
  assert.equal(
    existsSync(path.join(shellServed, 'assets/shell.9.css')),
    false,
    'only the copies: a shell file of the page is the live shell’s to serve',
  );
});

test('rolling back a remote release puts back the pages it replaced, even those the shell had shipped', async () => {
  const { root, served, shellServed } = workspace();
  await publish({ app: 'shell', dist: shellBuild(root, '1.0.0'), served: shellServed, now: at(1) });
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.0.0'), served, now: at(2) });
  await publish({
    app: 'mfe-pricing',
    dist: remoteBuild(root, '1.1.0'),
    served,
    pages: { shellServed, texts: { 'pricing/index.html': 'pricing page 1.1.0' } },
    now: at(3),
  });
  assert.equal(read(path.join(shellServed, 'pricing/index.html')), 'pricing page 1.1.0');
  await rollback({ served });
  assert.match(read(path.join(shellServed, 'pricing/index.html')), /pricing by shell 1.0.0/, 'the page that matches the 1.0.0 code again');
  assert.match(live(served).entry, /entry 1.0.0/);
});

test('a build with the live version but other content is released with a warning naming the live build, recorded in the history', async (t) => {
  const { root, served } = workspace();
  const warnings = t.mock.method(console, 'warn', () => {});
  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.4.0+0a1b2c3d4e', 'page.a.js'), served, now: at(1) });
  const second = await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.4.0+9f8e7d6c5b', 'page.b.js'), served, now: at(2) });

  assert.equal(second, '2026-11-02T10-00-00-000Z_1.4.0_9f8e7d6c5b', 'the id names the build, with no "+" (a space in an S3 path)');
  assert.deepEqual(
    warnings.mock.calls.map((call) => call.arguments[0]),
    [
      'mfe-pricing 1.4.0+9f8e7d6c5b has the version of the live build 1.4.0+0a1b2c3d4e, with other content: the history, pins and field events tell them apart by build id; bump the version to tell them apart by version too',
    ],
  );
  const history = await list({ served });
  assert.deepEqual(
    history.releases.map(({ version, sameVersionAs }) => ({ version, sameVersionAs })),
    [
      { version: '1.4.0+0a1b2c3d4e', sameVersionAs: undefined },
      { version: '1.4.0+9f8e7d6c5b', sameVersionAs: '1.4.0+0a1b2c3d4e' },
    ],
  );
  assert.equal(history.events.at(-1).sameVersionAs, '1.4.0+0a1b2c3d4e');

  await publish({ app: 'mfe-pricing', dist: remoteBuild(root, '1.5.0+1234567890', 'page.c.js'), served, now: at(3) });
  assert.equal(warnings.mock.callCount(), 1, 'a new version warns of nothing');
});
