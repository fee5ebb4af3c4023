// A preview of a remote, on both targets: its build served beside the live release in _preview/<id>/, pinned to its
// own files, recorded in the live shell's previews.json in the shape the shell reads, its links printed; refused for
// a build the gate refuses and for the shell; ended by --remove; listed with its state; dropped once long past. It
// changes nothing else any visitor loads, and no release waits for it or undoes it.
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_PREVIEW_DAYS, PREVIEW_FOLDER } from '@callvera/shared/registry/previews';
import { bucketStore, readObject } from '../bucket-store.mjs';
import { folderStore } from '../folder-store.mjs';
import { releaseCommand, usageOf } from '../release-remote.mjs';
import { releaseId } from '../version.mjs';
import { liveSite, localS3, remoteBuild, shellBuild, targets, urlOf, withRemote } from './support/release-sites.mjs';

const TARGETS = targets(localS3());
const SITE_URL = 'https://www.callvera.example';
const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-11-02T09:00:00.000Z');
const later = (days) => new Date(T0.getTime() + days * DAY_MS);
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The live files a preview must leave as they are, byte for byte. */
const LIVE_FILES = [
  ['shell', 'remotes.json'],
  ['shell', 'mf-manifest.json'],
  ['shell', 'site-config.json'],
  ['shell', 'pricing/index.html'],
  ['mfe-pricing', 'mf-manifest.json'],
  ['mfe-pricing', 'remoteEntry.js'],
];
const liveFiles = async (site) => Promise.all(LIVE_FILES.map(([app, file]) => site.read(app, file)));

/** A live site whose shell serves its site-config.json and a page of pricing's. */
async function previewedSite(makeTarget) {
  const site = await liveSite(makeTarget);
  await site.write('shell', 'site-config.json', JSON.stringify({ siteUrl: `${SITE_URL}/` }));
  await site.write('shell', 'pricing/index.html', '<p>pricing, live</p>');
  return site;
}

/** Runs the tool at `now` on pricing; its exit status (2: a usage error) and output. */
const tool = (site, command, dir, extra = [], now = T0) =>
  releaseCommand([command, dir, ...site.args('mfe-pricing'), ...extra], { now }).then(
    (output) => ({ exit: 0, output }),
    (error) => ({ exit: error.usage ? 2 : 1, output: error.message }),
  );

const previewOf = (site, version = '1.1.0', extra = [], now = T0) =>
  tool(site, 'preview', remoteBuild(site.root, 'mfe-pricing', version), extra, now);
const removal = (site, id, now = T0) => tool(site, 'preview', 'mfe-pricing', ['--remove', id], now);
/** The store a target serves `app` from, as the tool opens it. */
const storeOf = (site, targetName, app) => {
  const [first, bucket, , endpoint] = site.args(app);
  return targetName === 'folder' ? folderStore({ served: first }) : bucketStore({ bucket, prefix: app, endpoint });
};
const previewsOn = async (site) => JSON.parse((await site.read('shell', 'previews.json')) ?? 'null');
const listed = async (site, now) => JSON.parse((await tool(site, 'list', 'mfe-pricing', [], now)).output);
const idOf = (made) => made.output.match(/^preview (\S+) of pricing made/)?.[1];

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`a preview, ${targetName} target`, () => {
    test('is served pinned beside the live release, recorded in previews.json as the shell reads it, its link printed', async () => {
      const site = await previewedSite(makeTarget);
      const before = await liveFiles(site);
      const made = await previewOf(site);
      assert.equal(made.exit, 0, made.output);
      const id = releaseId(T0, '1.1.0');
      assert.equal(idOf(made), id);
      assert.match(made.output, new RegExp(`^  ${SITE_URL}/pricing\\?preview=${id}$`, 'm'));
      assert.match(made.output, /release 1\.1\.0/);
      assert.match(made.output, /until 2026-11-09T09:00:00\.000Z/);
      assert.match(made.output, /to the tab that opens it only; the preview is counted in no experiment, canary or field report/);

      const manifest = await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${id}/mf-manifest.json`);
      const entry = await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${id}/remoteEntry.js`);
      assert.equal(JSON.parse(manifest).metaData.buildInfo.buildVersion, '1.1.0');
      const previews = await previewsOn(site);
      assert.deepEqual(Object.keys(previews), ['previews']);
      assert.deepEqual(Object.keys(previews.previews[id]), ['remote', 'release', 'entry', 'integrity', 'createdAt', 'expiresAt']);
      assert.deepEqual(previews.previews[id], {
        remote: 'pricing',
        release: '1.1.0',
        entry: urlOf('mfe-pricing', `${PREVIEW_FOLDER}/${id}/mf-manifest.json`),
        integrity: { manifest: sri(manifest), remoteEntry: sri(entry) },
        createdAt: T0.toISOString(),
        expiresAt: later(DEFAULT_PREVIEW_DAYS).toISOString(),
      });
      assert.deepEqual(await liveFiles(site), before, 'remotes.json, the live build and the live pages are as they were');
      const history = await listed(site);
      assert.deepEqual(
        { ...history.events.at(-1), at: undefined },
        {
          at: undefined,
          action: 'preview',
          id,
          version: '1.1.0',
          expiresAt: later(DEFAULT_PREVIEW_DAYS).toISOString(),
        },
      );
      assert.equal(history.live.length, 1, 'the release stack is as it was');
      const served = await storeOf(site, targetName, 'mfe-pricing').servedManifests();
      assert.deepEqual(
        served.map(({ file }) => file),
        ['mf-manifest.json'],
        "a shell release's gate compares the live build, not the preview's",
      );

      if (targetName === 'bucket') {
        const shell = storeOf(site, targetName, 'shell');
        const headers = async (file) => {
          const { contentType, cacheControl } = await readObject(shell, file);
          return { contentType, cacheControl };
        };
        assert.deepEqual(await headers('previews.json'), await headers('remotes.json'), 'served as remotes.json is');
      }
    });

    test('keeps the other previews in previews.json, and stays served and valid when a publish replaces the live build', async () => {
      const site = await previewedSite(makeTarget);
      const first = idOf(await previewOf(site, '1.1.0'));
      const second = idOf(await previewOf(site, '1.2.0', [], later(0.01)));
      const previews = (await previewsOn(site)).previews;
      assert.deepEqual(Object.keys(previews).sort(), [first, second].sort());

      const published = await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.3.0'));
      assert.equal(published.ok, true, published.output);
      assert.deepEqual((await previewsOn(site)).previews, previews, 'publish leaves previews.json as it is');
      const { integrity } = previews[first];
      assert.equal(sri(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${first}/mf-manifest.json`)), integrity.manifest);
      assert.equal(sri(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${first}/remoteEntry.js`)), integrity.remoteEntry);
      const rolledBack = await site.tool('rollback', 'mfe-pricing', 'mfe-pricing');
      assert.equal(rolledBack.ok, true, rolledBack.output);
      assert.deepEqual((await previewsOn(site)).previews, previews, 'rollback leaves previews.json as it is');
      assert.notEqual(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${second}/mf-manifest.json`), null);
    });

    test('neither stops nor is stopped by a canary, which leaves previews.json as it is', async () => {
      const site = await previewedSite(makeTarget);
      const first = idOf(await previewOf(site, '1.1.0'));
      const previews = (await previewsOn(site)).previews;
      const canary = await tool(site, 'canary', remoteBuild(site.root, 'mfe-pricing', '1.2.0'), [], later(0.01));
      assert.equal(canary.exit, 0, canary.output);
      assert.deepEqual((await previewsOn(site)).previews, previews, 'the canary leaves previews.json as it is');
      const during = await previewOf(site, '1.3.0', [], later(0.02));
      assert.equal(during.exit, 0, during.output);
      const record = (await previewsOn(site)).previews[idOf(during)];
      assert.equal(record.entry, urlOf('mfe-pricing', `${PREVIEW_FOLDER}/${idOf(during)}/mf-manifest.json`), 'beside the stable release');
      assert.deepEqual(Object.keys((await previewsOn(site)).previews).sort(), [first, idOf(during)].sort());
    });

    test('of a build the gate refuses is refused with its report, writing nothing; the shell has no preview', async () => {
      const site = await previewedSite(makeTarget);
      const before = await liveFiles(site);
      const refused = await tool(site, 'preview', remoteBuild(site.root, 'mfe-pricing', '2.0.0', withRemote({ shellContract: 3 })));
      assert.equal(refused.exit, 1);
      assert.match(refused.output, /shell contract/i);
      assert.match(refused.output, /No preview was made\.$/);
      assert.equal(await site.read('shell', 'previews.json'), null);
      assert.equal(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${releaseId(T0, '2.0.0')}/mf-manifest.json`), null);
      assert.deepEqual(await liveFiles(site), before);
      assert.notEqual((await listed(site)).events.at(-1).action, 'preview');

      const shell = await releaseCommand(['preview', shellBuild(site.root, '1.1.0'), ...site.args('shell')]).catch((error) => error);
      assert.ok(shell instanceof Error && !shell.usage);
      assert.match(shell.message, /the shell is the page itself/);
    });

    test('takes --expires in days, fractions too; anything but a number above 0 and at most 90 is a usage error naming it', async () => {
      const site = await previewedSite(makeTarget);
      const half = await previewOf(site, '1.1.0', ['--expires', '0.5']);
      assert.equal(half.exit, 0, half.output);
      assert.equal((await previewsOn(site)).previews[idOf(half)].expiresAt, later(0.5).toISOString());
      for (const value of ['0', '-1', 'seven', '91', '', '1e1', '7days']) {
        const bad = await previewOf(site, '1.2.0', [`--expires=${value}`]);
        assert.equal(bad.exit, 2, `--expires=${value}: ${bad.output}`);
        assert.match(bad.output, new RegExp(`--expires .*not ${JSON.stringify(value)}$`));
      }
      assert.deepEqual(Object.keys((await previewsOn(site)).previews), [idOf(half)], 'no usage error made one');
    });

    test('--remove ends it, its record kept, its folder no longer served; an unknown, ended or other remote’s id is refused', async () => {
      const site = await previewedSite(makeTarget);
      const id = idOf(await previewOf(site));
      const ended = await removal(site, id, later(1));
      assert.equal(ended.exit, 0, ended.output);
      const record = (await previewsOn(site)).previews[id];
      assert.equal(record.endedAt, later(1).toISOString());
      assert.equal(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${id}/mf-manifest.json`), null);
      assert.equal(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${id}/remoteEntry.js`), null);
      assert.notEqual(await site.read('mfe-pricing', 'mf-manifest.json'), null, 'the live build is still served');

      const again = await removal(site, id, later(2));
      assert.equal(again.exit, 1);
      assert.match(again.output, new RegExp(`Preview ${id} ended already.*pricing's previews: ${id} \\(1\\.1\\.0, ended`));
      const unknown = await removal(site, 'no-such-preview');
      assert.equal(unknown.exit, 1);
      assert.match(unknown.output, new RegExp(`There is no preview no-such-preview; pricing's previews: ${id}`));

      const landing = { ...record, remote: 'landing', entry: urlOf('mfe-landing', `${PREVIEW_FOLDER}/x1/mf-manifest.json`) };
      delete landing.endedAt;
      const previews = (await previewsOn(site)).previews;
      await site.write('shell', 'previews.json', JSON.stringify({ previews: { ...previews, x1: landing } }));
      const other = await removal(site, 'x1');
      assert.equal(other.exit, 1);
      assert.match(other.output, /Preview x1 is landing's, not pricing's/);
      assert.equal((await previewsOn(site)).previews.x1.endedAt, undefined);
    });

    test('list shows each of the remote’s previews after its releases: expires, expired or ended', async () => {
      const site = await previewedSite(makeTarget);
      const short = idOf(await previewOf(site, '1.1.0', ['--expires', '1']));
      const removed = idOf(await previewOf(site, '1.2.0', [], later(0.1)));
      await removal(site, removed, later(0.2));
      const open = idOf(await previewOf(site, '1.3.0', [], later(2)));
      const history = await listed(site, later(3));
      assert.deepEqual(Object.keys(history).slice(Object.keys(history).indexOf('releases'), -2), ['releases', 'previews']);
      assert.deepEqual(history.previews, [
        { id: short, release: '1.1.0', state: `expired ${later(1).toISOString()}` },
        { id: removed, release: '1.2.0', state: `ended ${later(0.2).toISOString()}` },
        { id: open, release: '1.3.0', state: `expires ${later(2 + DEFAULT_PREVIEW_DAYS).toISOString()}` },
      ]);
    });

    test('making one drops the remote’s previews ended or expired over 30 days ago, records and folders', async () => {
      const site = await previewedSite(makeTarget);
      const expired = idOf(await previewOf(site, '1.1.0', ['--expires', '1']));
      const removed = idOf(await previewOf(site, '1.2.0', [], later(0.1)));
      await removal(site, removed, later(0.2));
      const recent = idOf(await previewOf(site, '1.3.0', ['--expires', '20'], later(0.3)));
      const landing = {
        ...(await previewsOn(site)).previews[expired],
        remote: 'landing',
        entry: urlOf('mfe-landing', `${PREVIEW_FOLDER}/x1/mf-manifest.json`),
      };
      await site.write('shell', 'previews.json', JSON.stringify({ previews: { ...(await previewsOn(site)).previews, x1: landing } }));

      const made = await previewOf(site, '1.4.0', [], later(31.15));
      assert.equal(made.exit, 0, made.output);
      assert.match(made.output, new RegExp(`^Dropped the previews ended or expired over 30 days ago: ${expired}, ${removed}$`, 'm'));
      const previews = (await previewsOn(site)).previews;
      assert.deepEqual(Object.keys(previews).sort(), [idOf(made), recent, 'x1'].sort(), 'only pricing’s long-past ones are dropped');
      assert.equal(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${expired}/mf-manifest.json`), null);
      assert.notEqual(await site.read('mfe-pricing', `${PREVIEW_FOLDER}/${recent}/mf-manifest.json`), null);
    });
  });
}

test("--help lists preview, its two forms' arguments and its options", () => {
  const help = usageOf('preview');
  assert.match(help, /^ {2}preview +serves the build pinned beside the live release/m);
  assert.match(help, /folder: release-remote\.mjs preview <app-dir> <served-folder> \[--expires <days>\] \[--remove <id>\]/);
  assert.match(
    help,
    /bucket: release-remote\.mjs preview <app-dir> --bucket <name> .*\[--expires <days>\] \[--remove <id>\] \[--shell-prefix/,
  );
  assert.match(help, /^ {2}--expires <days> +\(preview\) .*at most 90 \(7 by default\)$/m);
  assert.match(help, /^ {2}--remove <id> +\(preview\) ends that preview/m);
  assert.match(usageOf(), /\|pin\|preview\|canary\|/);
});
