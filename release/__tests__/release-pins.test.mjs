// The release tool pins the deployed remotes.json, on both targets: each release and rollback of a remote writes
// the hashes of the files it put live, a shell's release pins its remotes.json to the live remotes, `pin` pins
// one edited by hand, and an entry with no manifest (or that nothing here serves) is refused.
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { transitionalRemoteMap } from '../remote-pins.mjs';
import { liveSite, localS3, remoteBuild, shellBuild, targets, urlOf, withRemote } from './support/release-sites.mjs';

const TARGETS = targets(localS3());
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The pin remotes.json should hold for a build of `app` served at `folder` ('' for its own manifest). */
async function pinOfServed(site, app, folder = '') {
  const at = (file) => (folder ? `${folder}/${file}` : file);
  return { manifest: sri(await site.read(app, at('mf-manifest.json'))), remoteEntry: sri(await site.read(app, at('remoteEntry.js'))) };
}

const liveMap = async (site) => JSON.parse(await site.read('shell', 'remotes.json'));

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`pinned remotes, ${targetName} target`, () => {
    test('a remote’s release and its rollback pin remotes.json to the manifest and entry they put live', async () => {
      const site = await liveSite(makeTarget);
      const first = await pinOfServed(site, 'mfe-pricing');
      assert.deepEqual((await liveMap(site)).pricing, { entry: urlOf('mfe-pricing'), integrity: first });

      const published = await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.1.0'));
      assert.equal(published.ok, true, published.output);
      const second = await pinOfServed(site, 'mfe-pricing');
      assert.notDeepEqual(second, first, 'each build’s bytes are its own');
      assert.deepEqual((await liveMap(site)).pricing.integrity, second);

      assert.equal((await site.tool('rollback', 'mfe-pricing', 'mfe-pricing')).ok, true);
      assert.deepEqual((await liveMap(site)).pricing.integrity, first);
    });

    test('a shell’s release pins its remotes.json to the live remotes, whatever its build held', async () => {
      const site = await liveSite(makeTarget);
      const published = await site.tool('publish', 'shell', shellBuild(site.root, '1.1.0'));
      assert.equal(published.ok, true, published.output);
      assert.deepEqual(await liveMap(site), {
        pricing: { entry: urlOf('mfe-pricing'), integrity: await pinOfServed(site, 'mfe-pricing') },
      });
      assert.equal((await site.tool('rollback', 'shell', 'shell')).ok, true);
      assert.deepEqual(await liveMap(site), {
        pricing: { entry: urlOf('mfe-pricing'), integrity: await pinOfServed(site, 'mfe-pricing') },
      });
    });

    test('pin pins a remotes.json edited by hand: a URL, and an experiment’s variants', async () => {
      const site = await liveSite(makeTarget);
      const withVariant = remoteBuild(site.root, 'mfe-pricing', '1.1.0', undefined, { 'annual-first': withRemote({}) });
      assert.equal((await site.tool('publish', 'mfe-pricing', withVariant)).ok, true);
      const variants = [
        { name: 'control', entry: urlOf('mfe-pricing'), weight: 50 },
        { name: 'annual-first', entry: urlOf('mfe-pricing', 'annual-first/mf-manifest.json'), weight: 50 },
      ];
      await site.write('shell', 'remotes.json', JSON.stringify({ pricing: { variants } }));

      const pinned = await site.tool('pin', 'shell', 'shell');
      assert.equal(pinned.ok, true, pinned.output);
      assert.match(pinned.output, /^pinned .*remotes\.json$/);
      assert.deepEqual(await liveMap(site), {
        pricing: {
          variants: [
            { ...variants[0], integrity: await pinOfServed(site, 'mfe-pricing') },
            { ...variants[1], integrity: await pinOfServed(site, 'mfe-pricing', 'annual-first') },
          ],
        },
      });
    });

    test('an entry named by its remoteEntry.js, or that nothing here serves, is refused by pin and by a release; --force pins the rest', async (t) => {
      const site = await liveSite(makeTarget);
      const edited = { pricing: urlOf('mfe-pricing', 'remoteEntry.js'), legal: urlOf('mfe-legal') };
      await site.write('shell', 'remotes.json', JSON.stringify(edited));

      const refused = await site.tool('pin', 'shell', 'shell');
      assert.equal(refused.ok, false);
      assert.match(refused.output, /^remotes\.json cannot be pinned as it stands:\n/);
      assert.match(
        refused.output,
        /\n {2}- pricing: "[^"]*\/remoteEntry\.js" is not an mf-manifest\.json URL\. The shell checks a remote by its manifest/,
      );
      assert.match(refused.output, /\n {2}- legal: [^ ]*\/mf-manifest\.json is not served \(mfe-legal has no mf-manifest\.json\)\./);
      assert.match(refused.output, /\nNothing was pinned\.$/);
      assert.deepEqual(await liveMap(site), edited, 'nothing was written');

      const release = await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.1.0'));
      assert.equal(release.ok, false);
      assert.match(release.output, /pricing: "[^"]*\/remoteEntry\.js" is not an mf-manifest\.json URL[^]*\nNothing was released\.$/);
      assert.match(await site.read('mfe-pricing', 'mf-manifest.json'), /"buildVersion":"1\.0\.0"/, 'the live release stays');
      const check = await site.tool('check', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.1.0'));
      assert.equal(check.ok, false, 'check fails where publish would be refused');

      t.mock.method(console, 'warn', () => {});
      await site.write('shell', 'remotes.json', JSON.stringify({ ...edited, landing: urlOf('mfe-pricing') }));
      assert.equal((await site.tool('pin', 'shell', 'shell', '--force')).ok, true);
      const forced = await liveMap(site);
      assert.deepEqual(forced.pricing, edited.pricing, 'left as it was');
      assert.deepEqual(forced.landing.integrity, await pinOfServed(site, 'mfe-pricing'));
    });

    test('pin refuses a build that does not compose with the live shell', async (t) => {
      const site = await liveSite(makeTarget);
      t.mock.method(console, 'warn', () => {});
      const react18 = remoteBuild(site.root, 'mfe-pricing', '0.9.0', withRemote({ shared: { react: '18.3.1' } }));
      assert.equal((await site.tool('publish', 'mfe-pricing', react18, '--force')).ok, true);
      const refused = await site.tool('pin', 'shell', 'shell');
      assert.equal(refused.ok, false);
      assert.match(refused.output, /pricing: [^ ]*mf-manifest\.json:\n {4}mfe-pricing 0\.9\.0 cannot run beside the live shell 1\.0\.0:/);
    });

    test('pin is the shell’s: on a remote it says so', async () => {
      const site = await liveSite(makeTarget);
      const wrong = await site.tool('pin', 'mfe-pricing', 'mfe-pricing');
      assert.equal(wrong.ok, false);
      assert.match(wrong.output, /^pin pins the shell's remotes\.json: run it on the shell/);
    });
  });
}

test('while a release swaps a remote’s files, remotes.json accepts the pins of both', () => {
  const url = urlOf('mfe-pricing');
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(sri);
  const before = { pricing: { entry: url, integrity: { manifest: a, remoteEntry: b } } };
  const after = { pricing: { entry: url, integrity: { manifest: c, remoteEntry: d } } };
  assert.deepEqual(transitionalRemoteMap(before, after), {
    pricing: { entry: url, integrity: { manifest: `${a} ${c}`, remoteEntry: `${b} ${d}` } },
  });
  // A source that was not pinned, or named another build, has nothing to keep.
  assert.deepEqual(transitionalRemoteMap({ pricing: url }, after), after);
});
