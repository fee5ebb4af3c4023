// A rollback is gated like a release, on both targets: a remote rolled back to a build the live shell cannot
// run, or the shell rolled back to one that would strand a live remote, is refused with the same report, and
// --force goes ahead. `list` says of each kept release whether it composes with what is live now.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { liveSite, localS3, remoteBuild, shellBuild, targets, withRemote, withShell } from './support/release-sites.mjs';

const TARGETS = targets(localS3());

/** React 20 in the shell and in pricing, the 19 builds kept: as the two cases. */
const REACT_20 = { shared: { react: '20.0.0', 'react-dom': '20.0.0' } };

/** A site on React 20: shell 1.0.0 and pricing 1.0.0 (React 19) released, then shell 2.0.0 and pricing 2.0.0 (React 20). */
async function siteMovedToReact20(makeTarget) {
  const site = await liveSite(makeTarget);
  const quiet = console.warn;
  console.warn = () => {};
  try {
    const shell = await site.tool('publish', 'shell', shellBuild(site.root, '2.0.0', withShell(REACT_20)), '--force');
    assert.equal(shell.ok, true, shell.output);
  } finally {
    console.warn = quiet;
  }
  const pricing = await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '2.0.0', withRemote(REACT_20)));
  assert.equal(pricing.ok, true, pricing.output);
  return site;
}

const versionServed = async (site, app) => JSON.parse(await site.read(app, 'mf-manifest.json')).metaData.buildInfo.buildVersion;
const listed = async (site, app) => JSON.parse((await site.tool('list', app, app)).output);

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`rollback, ${targetName} target`, () => {
    test('pricing rolled back to a React 19 build beside a live shell on React 20 is refused; --force rolls it back and says what it breaks', async (t) => {
      const site = await siteMovedToReact20(makeTarget);
      const refused = await site.tool('rollback', 'mfe-pricing', 'mfe-pricing');
      assert.equal(refused.ok, false);
      assert.match(
        refused.output,
        /^mfe-pricing 1\.0\.0 cannot run beside the live shell 2\.0\.0:\n {2}- react: needs \^19\.0\.0, the live shell 2\.0\.0 provides 20\.0\.0\n/,
      );
      assert.match(refused.output, /\nWhat to do: .*\n[^]*\nNothing was rolled back\.$/);
      assert.equal(await versionServed(site, 'mfe-pricing'), '2.0.0', 'the live release stays');

      const warnings = [];
      t.mock.method(console, 'warn', (message) => warnings.push(message));
      const forced = await site.tool('rollback', 'mfe-pricing', 'mfe-pricing', '--force');
      assert.equal(forced.ok, true, forced.output);
      assert.match(forced.output, /^rolled back to .*_1\.0\.0$/);
      assert.match(
        warnings.join('\n'),
        /^Rolled back with --force, although:\nmfe-pricing 1\.0\.0 cannot run beside the live shell 2\.0\.0:/,
      );
      assert.equal(await versionServed(site, 'mfe-pricing'), '1.0.0');
    });

    test('the shell rolled back to React 19 beside a live pricing on React 20 is refused, naming pricing; --force rolls it back', async (t) => {
      const site = await siteMovedToReact20(makeTarget);
      const refused = await site.tool('rollback', 'shell', 'shell');
      assert.equal(refused.ok, false);
      assert.match(refused.output, /^shell 1\.0\.0 would strand live remotes, which it could not run:\n/);
      assert.ok(refused.output.includes('  - mfe-pricing 2.0.0: react: needs ^20.0.0, this shell provides 19.3.1\n'), refused.output);
      assert.match(refused.output, /Nothing was rolled back\.$/);
      assert.equal(await versionServed(site, 'shell'), '2.0.0');

      t.mock.method(console, 'warn', () => {});
      const forced = await site.tool('rollback', 'shell', 'shell', '--force');
      assert.equal(forced.ok, true, forced.output);
      assert.equal(await versionServed(site, 'shell'), '1.0.0');
    });

    test('a rollback that composes goes back without --force', async () => {
      const site = await liveSite(makeTarget);
      const minor = await site.tool(
        'publish',
        'mfe-pricing',
        remoteBuild(site.root, 'mfe-pricing', '1.1.0', withRemote({ shared: { react: '19.4.0' } })),
      );
      assert.equal(minor.ok, true, minor.output);
      const back = await site.tool('rollback', 'mfe-pricing', 'mfe-pricing');
      assert.equal(back.ok, true, back.output);
      assert.equal(await versionServed(site, 'mfe-pricing'), '1.0.0');
    });

    test('list marks each kept release with whether it composes with what is live now, and why not', async () => {
      const site = await siteMovedToReact20(makeTarget);
      const pricing = await listed(site, 'mfe-pricing');
      assert.deepEqual(
        pricing.releases.map(({ version, composesWithLive }) => [version, composesWithLive]),
        [
          ['1.0.0', false],
          ['2.0.0', true],
        ],
      );
      assert.match(pricing.releases[0].why, /react: needs \^19\.0\.0, the live shell 2\.0\.0 provides 20\.0\.0/);
      assert.equal(pricing.releases[1].why, undefined);
      assert.match(pricing.current, /_2\.0\.0$/);

      const shell = await listed(site, 'shell');
      assert.deepEqual(
        shell.releases.map(({ version, composesWithLive }) => [version, composesWithLive]),
        [
          ['1.0.0', false],
          ['2.0.0', true],
        ],
      );
      assert.match(shell.releases[0].why, /mfe-pricing 2\.0\.0: react: needs \^20\.0\.0, this shell provides 19\.3\.1/);
    });
  });
}
