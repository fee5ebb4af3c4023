// A check of nothing fails, on both targets: no live remote beside a shell, a live manifest without its
// composition record, a build without the record of what it bundles (no live shell beside a remote:
// release-gate.test.mjs). Each says what is missing and where it looked.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSite, localS3, manifestOf, remoteBuild, shellBuild, siteOf, SHELL, FORK, targets } from './support/release-sites.mjs';

const TARGETS = targets(localS3());

/** A manifest as a build made before the composition record would have written it. */
function withoutRecord(manifest, drop = 'composition') {
  const metaData = { ...manifest.metaData };
  if (drop === 'composition') delete metaData.composition;
  else metaData.composition = Object.fromEntries(Object.entries(metaData.composition).filter(([key]) => key !== drop));
  return { ...manifest, metaData };
}

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`a check of nothing, ${targetName} target`, () => {
    test('a shell with no live remote to check against is refused, saying where it looked; --force releases it', async (t) => {
      const site = await siteOf(makeTarget);
      const build = shellBuild(site.root, '1.0.0');
      const check = await site.tool('check', 'shell', build);
      assert.equal(check.ok, false);
      assert.match(check.output, /^shell 1\.0\.0 has no live remote to be checked against \(no mf-manifest\.json at .*mfe-pricing.*\)\.\n/);
      assert.match(check.output, /What to do: Name where the remotes are served/);
      assert.match(check.output, /For a site's first release, publish the shell with --force, then each remote\.$/);
      assert.deepEqual(await site.tool('publish', 'shell', build), { ok: false, output: `${check.output}\nNothing was released.` });
      assert.equal(await site.served('shell'), false, 'nothing of it is served, nor recorded');

      t.mock.method(console, 'warn', () => {});
      assert.equal((await site.tool('publish', 'shell', build, '--force')).ok, true);
    });

    test('a shell is refused when a live remote does not record what it needs of the shell', async () => {
      const site = await liveSite(makeTarget);
      await site.write('mfe-pricing', 'mf-manifest.json', JSON.stringify(withoutRecord(manifestOf('mfe-pricing', '1.0.0', FORK))));
      const check = await site.tool('check', 'shell', shellBuild(site.root, '1.1.0'));
      assert.equal(check.ok, false);
      assert.match(
        check.output,
        /^shell 1\.1\.0 cannot be checked against live remotes that do not record what they need of the shell \(mfe-pricing\/mf-manifest\.json\)\./,
      );
    });

    test('a build that does not record what it bundles is refused, the shell and a remote alike', async () => {
      const site = await liveSite(makeTarget);
      const remote = remoteBuild(site.root, 'mfe-pricing', '1.1.0');
      writeFileSync(
        path.join(remote, 'dist/mf-manifest.json'),
        JSON.stringify(withoutRecord(manifestOf('mfe-pricing', '1.1.0', FORK), 'bundled')),
      );
      const remoteCheck = await site.tool('check', 'mfe-pricing', remote);
      assert.equal(remoteCheck.ok, false);
      assert.match(
        remoteCheck.output,
        /^mfe-pricing 1\.1\.0 does not record what it bundles and needs of the shell \(no metaData\.composition\.bundled in mf-manifest\.json\)\./,
      );

      const shell = shellBuild(site.root, '1.1.0');
      writeFileSync(
        path.join(shell, 'dist/mf-manifest.json'),
        JSON.stringify(withoutRecord(manifestOf('shell', '1.1.0', SHELL), 'bundled')),
      );
      const shellCheck = await site.tool('check', 'shell', shell);
      assert.equal(shellCheck.ok, false);
      assert.match(shellCheck.output, /^shell 1\.1\.0 does not record what it bundles and provides/);
    });
  });
}
