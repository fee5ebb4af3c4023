// A canary of a remote, on both targets: started beside the stable release (the remote split in the live
// remotes.json, both pinned), refused where it would mix with an experiment, another canary or the shell, then
// stepped up its ramp, made the stable release, or rolled back on what the field evidence says, each change in
// the release history with the figures behind it.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { canaryDecision } from '../canary-ramp.mjs';
import { canaryPage } from '../canary-evidence.mjs';
import { canaryVariantOf } from '../canary-pages.mjs';
import { releaseCommand } from '../release-remote.mjs';
import { experimentOf, PAGE_EXPERIMENT_HEAD } from '@callvera/tooling/prerender/page-experiment-head';
import { at } from './support/canary-fixtures.mjs';
import { pageLoadLines, pricingFailure, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';
import { liveSite, localS3, remoteBuild, shellBuild, targets, urlOf, withRemote } from './support/release-sites.mjs';

const TARGETS = targets(localS3());
const sri = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const liveMap = async (site) => JSON.parse(await site.read('shell', 'remotes.json'));
const history = async (site) => JSON.parse((await site.tool('list', 'mfe-pricing', 'mfe-pricing')).output);

/** The figures a reading gives, as the evidence module returns them. */
const measure = (verdict) => ({
  name: 'failures per page load',
  stable: 0.01,
  canary: verdict === 'regressed' ? 0.05 : 0.01,
  difference: verdict === 'regressed' ? 0.04 : 0,
  low: verdict === 'regressed' ? 0.02 : -0.01,
  high: verdict === 'regressed' ? 0.06 : 0.01,
  verdict,
  pageLoads: { stable: 4000, canary: 4000, needed: 3000 },
});

/** Evidence that reads as `verdicts` says, one reading after another (the real decision and page). */
function scriptedEvidence(...verdicts) {
  const readings = [];
  return {
    readings,
    canaryDecision,
    canaryPage,
    canaryEvidence: async ({ canary, state }) => {
      readings.push({ canary, state });
      const verdict = verdicts[readings.length - 1];
      return {
        state: { read: (state?.read ?? 0) + 1 },
        verdict,
        exit: { regressed: 1, 'keep-watching': 3, ready: 0 }[verdict],
        reason: `${verdict} on failures`,
        measures: [measure(verdict)],
        text: `verdict: ${verdict}`,
      };
    },
  };
}

/** Runs a canary command with `evidence` in place of the field log's; its exit status and output. */
const withEvidence = (site, evidence, command = 'canary-step', extra = []) =>
  releaseCommand([command, 'mfe-pricing', ...site.args('mfe-pricing'), '--log', 'field.log', ...extra], { evidence }).then(
    (output) => ({ exit: 0, output }),
    (error) => ({ exit: error.exitCode ?? 1, output: error.message }),
  );

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`a canary, ${targetName} target`, () => {
    const canaryOf = async (site, version = '1.1.0', ...extra) =>
      site.tool('canary', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', version), ...extra);

    test('starts beside the stable release: the remote split 95/5 in remotes.json, both pinned to what is served', async () => {
      const site = await liveSite(makeTarget);
      const stableEntry = await site.read('mfe-pricing', 'mf-manifest.json');
      const before = (await liveMap(site)).pricing;
      const started = await canaryOf(site);
      assert.equal(started.ok, true, started.output);
      const [, id] = started.output.match(/canary (\S+) started at 5%/);

      const { variants } = (await liveMap(site)).pricing;
      assert.deepEqual(
        variants.map(({ name, entry, weight }) => ({ name, entry, weight })),
        [
          { name: 'control', entry: urlOf('mfe-pricing'), weight: 95 },
          { name: canaryVariantOf(id), entry: urlOf('mfe-pricing', `_canary/${id}/mf-manifest.json`), weight: 5 },
        ],
      );
      assert.deepEqual(variants[0].integrity, before.integrity, 'the stable release keeps its pin');
      const canaryManifest = await site.read('mfe-pricing', `_canary/${id}/mf-manifest.json`);
      assert.equal(JSON.parse(canaryManifest).metaData.buildInfo.buildVersion, '1.1.0');
      assert.deepEqual(variants[1].integrity, {
        manifest: sri(canaryManifest),
        remoteEntry: sri(await site.read('mfe-pricing', `_canary/${id}/remoteEntry.js`)),
      });
      assert.equal(await site.read('mfe-pricing', 'mf-manifest.json'), stableEntry, 'the stable release is not replaced');
      const { events } = await history(site);
      assert.deepEqual(
        { ...events.at(-1), at: undefined },
        {
          at: undefined,
          action: 'canary-start',
          id,
          version: '1.1.0',
          stable: events.at(-2).id,
          share: 5,
          ramp: [5, 25, 50, 100],
          margins: { failures: 0.01, lcp: 0.05, inp: 0.05, conversions: 0.01 },
        },
      );
    });

    test('of a build with the live version but other content starts with a warning naming the live build, recorded', async (t) => {
      const site = await liveSite(makeTarget);
      const warnings = t.mock.method(console, 'warn', () => {});
      const started = await canaryOf(site, '1.0.0+5d41402abc');
      assert.equal(started.ok, true, started.output);
      assert.deepEqual(
        warnings.mock.calls.map((call) => call.arguments[0]),
        [
          'mfe-pricing 1.0.0+5d41402abc has the version of the live build 1.0.0, with other content: the history, pins and field events tell them apart by build id; bump the version to tell them apart by version too',
        ],
      );
      const { events } = await history(site);
      assert.equal(events.at(-1).sameVersionAs, '1.0.0');
      assert.match(events.at(-1).id, /_1\.0\.0_5d41402abc$/);
    });

    test('starts at the share the team chooses, on its own ramp', async () => {
      const site = await liveSite(makeTarget);
      const started = await canaryOf(site, '1.1.0', '--share', '10', '--ramp', '10,30,100');
      assert.equal(started.ok, true, started.output);
      assert.match(started.output, /at 10% of new visitors \(ramp 10 → 30 → 100\)/);
      assert.deepEqual(
        (await liveMap(site)).pricing.variants.map(({ weight }) => weight),
        [90, 10],
      );
    });

    test('is refused for the shell, beside another canary, during an experiment, and for a build that does not compose', async () => {
      const site = await liveSite(makeTarget);
      const shell = await site.tool('canary', 'shell', shellBuild(site.root, '1.1.0'));
      assert.equal(shell.ok, false);
      assert.match(shell.output, /cannot be split.*`check`/s);

      const incompatible = await canaryOf(site, '1.1.0').then(async () => {
        const other = await liveSite(makeTarget);
        const result = await other.tool(
          'canary',
          'mfe-pricing',
          remoteBuild(other.root, 'mfe-pricing', '2.0.0', withRemote({ shellContract: 3 })),
        );
        return { result, map: await liveMap(other) };
      });
      assert.equal(incompatible.result.ok, false);
      assert.match(incompatible.result.output, /No canary was started/);
      assert.equal(typeof incompatible.map.pricing.entry, 'string', 'nothing was split');

      const second = await canaryOf(site, '1.2.0');
      assert.equal(second.ok, false);
      assert.match(second.output, /has a canary already/);

      const experiment = await liveSite(makeTarget);
      const pinned = (await liveMap(experiment)).pricing;
      await experiment.write(
        'shell',
        'remotes.json',
        JSON.stringify({
          pricing: {
            variants: [
              { name: 'control', ...pinned, weight: 50 },
              { name: 'annual-first', ...pinned, weight: 50 },
            ],
          },
        }),
      );
      const during = await canaryOf(experiment);
      assert.equal(during.ok, false);
      assert.match(during.output, /split for an experiment \(control, annual-first\)/);
    });

    test('takes the margins the team chooses, records them with the canary and in the history, and judges by them', async () => {
      const site = await liveSite(makeTarget);
      const started = await canaryOf(site, '1.1.0', '--margin', 'failures=5', '--margin', 'conversions=4');
      assert.equal(started.ok, true, started.output);
      assert.match(started.output, /margins in points: failures 5, lcp 5, inp 5, conversions 4/);
      const margins = { failures: 0.05, lcp: 0.05, inp: 0.05, conversions: 0.04 };
      assert.deepEqual((await history(site)).events.at(-1).margins, margins);
      const evidence = scriptedEvidence('keep-watching');
      await withEvidence(site, evidence);
      assert.deepEqual(evidence.readings[0].canary.margins, margins, 'the evidence reads the canary with its margins');
    });

    test('a bad share, ramp or margin is a usage error naming it', async () => {
      const site = await liveSite(makeTarget);
      for (const [args, message] of [
        [['--share', 'five'], /--share must be a number/],
        [['--share', '0'], /not a share above 0/],
        [['--ramp', '5,50,25,100'], /does not rise/],
        [['--ramp', '5,25,50'], /must end at 100/],
        [['--margin', 'failure=5'], /--margin takes <measure>=<points> with a measure of failures, lcp, inp, conversions, not "failure=5"/],
        [['--margin', 'inp=0'], /--margin inp: "0" is not a number of points above 0 and below 100/],
        [['--margin', 'lcp=lots'], /--margin lcp: "lots" is not a number/],
      ]) {
        const result = await canaryOf(site, '1.1.0', ...args);
        assert.equal(result.ok, false, args.join(' '));
        assert.match(result.output, message);
      }
      assert.equal(typeof (await liveMap(site)).pricing.entry, 'string', 'nothing was split');
    });

    test('publish and rollback of the remote are refused while its canary runs', async () => {
      const site = await liveSite(makeTarget);
      await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.0.1'));
      assert.equal((await canaryOf(site)).ok, true);
      for (const attempt of [
        await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.2.0')),
        await site.tool('rollback', 'mfe-pricing', 'mfe-pricing'),
      ]) {
        assert.equal(attempt.ok, false);
        assert.match(attempt.output, /has a canary running .*Step the canary/s);
      }
    });

    test('ready steps it up the ramp, then makes it the stable release; each step in the history with its figures', async () => {
      const site = await liveSite(makeTarget);
      const [, id] = (await canaryOf(site, '1.1.0', '--ramp', '5,50,100')).output.match(/canary (\S+) started/);
      const evidence = scriptedEvidence('keep-watching', 'ready', 'ready');
      const stepOnce = () => withEvidence(site, evidence);

      const watching = await stepOnce();
      assert.equal(watching.exit, 3, watching.output);
      assert.deepEqual(
        (await liveMap(site)).pricing.variants.map(({ weight }) => weight),
        [95, 5],
      );

      const stepped = await stepOnce();
      assert.equal(stepped.exit, 0, stepped.output);
      assert.match(stepped.output, /stepped from 5% to 50%/);
      assert.deepEqual(
        (await liveMap(site)).pricing.variants.map(({ weight }) => weight),
        [50, 50],
      );
      assert.deepEqual(evidence.readings[1].state, { read: 1 }, 'each reading starts from the counts the last one kept');
      assert.deepEqual(
        evidence.readings[1].canary.steps.map(({ share }) => share),
        [5],
      );

      const canaryPin = (await liveMap(site)).pricing.variants[1].integrity;
      const promoted = await stepOnce();
      assert.equal(promoted.exit, 0, promoted.output);
      assert.match(promoted.output, /is the stable release/);
      assert.deepEqual((await liveMap(site)).pricing, { entry: urlOf('mfe-pricing'), integrity: canaryPin });
      assert.equal(JSON.parse(await site.read('mfe-pricing', 'mf-manifest.json')).metaData.buildInfo.buildVersion, '1.1.0');
      assert.ok(await site.read('mfe-pricing', `_canary/${id}/mf-manifest.json`), 'an open tab still finds the canary’s files');

      const { events, current } = await history(site);
      const canaryEvents = events.filter(({ action }) => action.startsWith('canary'));
      assert.deepEqual(
        canaryEvents.map(({ action, from, share, verdict }) => ({ action, from, share, verdict })),
        [
          { action: 'canary-start', from: undefined, share: 5, verdict: undefined },
          { action: 'canary-step', from: 5, share: 50, verdict: 'ready' },
          { action: 'canary-promote', from: 50, share: 100, verdict: 'ready' },
        ],
      );
      assert.deepEqual(canaryEvents[1].measures, [measure('ready')]);
      assert.equal(canaryEvents[2].release, current);
      const [summary] = (await history(site)).canaries;
      assert.deepEqual([summary.id, summary.outcome, summary.release, summary.steps.length], [id, 'promoted', current, 3]);
      const next = await canaryOf(site, '1.2.0');
      assert.equal(next.ok, true, `a new canary may start once this one is stable: ${next.output}`);
    });

    test('regressed rolls it back to 0%: the stable release for every visitor, the canary kept in the history with the evidence', async () => {
      const site = await liveSite(makeTarget);
      const before = (await liveMap(site)).pricing;
      const [, id] = (await canaryOf(site)).output.match(/canary (\S+) started/);
      const evidence = scriptedEvidence('regressed');
      const rolled = await withEvidence(site, evidence);
      assert.equal(rolled.exit, 1, rolled.output);
      assert.match(rolled.output, /verdict: regressed[\s\S]*rolled back to 0%/);
      assert.deepEqual((await liveMap(site)).pricing, before, 'remotes.json names the stable release alone, pinned as before');
      assert.ok(await site.read('mfe-pricing', `_canary/${id}/remoteEntry.js`), 'an open tab still finds the canary’s files');

      const { canaries, events } = await history(site);
      assert.equal(events.at(-1).action, 'canary-rollback');
      assert.deepEqual(
        canaries.map(({ id: canaryId, version, outcome, steps }) => ({
          canaryId,
          version,
          outcome,
          steps: steps.map(({ action, share }) => [action, share]),
        })),
        [
          {
            canaryId: id,
            version: '1.1.0',
            outcome: 'rolled back',
            steps: [
              ['canary-start', 5],
              ['canary-rollback', 0],
            ],
          },
        ],
      );
      assert.deepEqual(canaries[0].steps[1].measures, [measure('regressed')], 'kept with the evidence that rolled it back');

      assert.deepEqual(await withEvidence(site, evidence), { exit: 0, output: 'mfe-pricing has no canary running: nothing to do' });
      const status = await withEvidence(site, evidence, 'canary-status');
      assert.equal(status.exit, 1);
      assert.match(status.output, /has no canary running: start one/);
      assert.equal((await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.2.0'))).ok, true, 'releases go on');
    });

    test('its pages carry the canary for the first paint, at each step’s split; rolled back, they are as they were', async () => {
      const site = await liveSite(makeTarget);
      const shellArgs = targetName === 'folder' ? ['--shell', path.join(site.root, 'srv/shell')] : ['--shell-prefix', 'shell'];
      const origin = new URL(urlOf('mfe-pricing')).origin;
      const page = (main, css) =>
        `<html><head><link rel="stylesheet" href="${origin}/assets/${css}" crossorigin integrity="sha384-x"><script async src="/assets/a.js"></script></head><body><div id="root"><main>${main}</main></div></body></html>`;
      const stablePage = page('stable pricing', 'stable.css');
      await site.write('shell', 'pricing/index.html', stablePage);
      const renderPages = async () => ({ 'pricing/index.html': page('canary pricing', 'canary.css') });
      const dir = remoteBuild(site.root, 'mfe-pricing', '1.1.0');
      const started = await releaseCommand(['canary', dir, ...site.args('mfe-pricing'), ...shellArgs, '--ramp', '5,50,100'], {
        renderPages,
      });
      const [, id] = started.match(/canary (\S+) started/);
      const live = async () => site.read('shell', 'pricing/index.html');
      const splitOf = async () =>
        experimentOf((await live()).match(PAGE_EXPERIMENT_HEAD)).split.map(({ name, weight }) => `${name} ${weight}`);
      const variant = canaryVariantOf(id);
      assert.match(variant, /^canary-2\d{3}\d{4}t\d+z$/, 'named for its release');
      assert.deepEqual(await splitOf(), ['control 95', `${variant} 5`]);
      assert.ok(
        (await live()).includes(`<template data-variant-markup="${variant}">canary pricing</template><div id="root"><main>stable pricing`),
      );
      assert.match(await live(), new RegExp(`${origin}/_canary/${id}/assets/canary.css`));
      assert.ok((await live()).includes('<script src="/assets/a.js">'), 'the first script holds the paint while split');

      assert.equal((await withEvidence(site, scriptedEvidence('ready'), 'canary-step', shellArgs)).exit, 0);
      assert.deepEqual(await splitOf(), ['control 50', `${variant} 50`]);
      assert.ok((await live()).includes(`data-variant-markup="${variant}">canary pricing`), 'a step keeps the canary in the page');

      assert.equal((await withEvidence(site, scriptedEvidence('regressed'), 'canary-step', shellArgs)).exit, 1);
      assert.doesNotMatch(await live(), /canary/);
      assert.deepEqual(
        experimentOf((await live()).match(PAGE_EXPERIMENT_HEAD)).split,
        null,
        'no split: every visitor gets the stable release',
      );
      assert.ok((await live()).includes('<script async src="/assets/a.js">'), 'and the paint no longer waits for the first script');
    });

    test('made the stable release, its own pages go live with it', async () => {
      const site = await liveSite(makeTarget);
      const shellArgs = targetName === 'folder' ? ['--shell', path.join(site.root, 'srv/shell')] : ['--shell-prefix', 'shell'];
      await site.write(
        'shell',
        'pricing/index.html',
        '<html><head><script src="/a.js"></script></head><body><div id="root"><main>stable</main></div></body></html>',
      );
      const canaryPage = '<html><head><script src="/a.js"></script></head><body><div id="root"><main>canary</main></div></body></html>';
      const renderPages = async () => ({ 'pricing/index.html': canaryPage });
      await releaseCommand(
        [
          'canary',
          remoteBuild(site.root, 'mfe-pricing', '1.1.0'),
          ...site.args('mfe-pricing'),
          ...shellArgs,
          '--share',
          '50',
          '--ramp',
          '100',
        ],
        { renderPages },
      );
      const promoted = await withEvidence(site, scriptedEvidence('ready'), 'canary-step', shellArgs);
      assert.equal(promoted.exit, 0, promoted.output);
      assert.equal(await site.read('shell', 'pricing/index.html'), canaryPage);
    });

    test('two steps at once: one acts, the other is refused and changes nothing', async () => {
      const site = await liveSite(makeTarget);
      await canaryOf(site);
      const [a, b] = await Promise.all([withEvidence(site, scriptedEvidence('ready')), withEvidence(site, scriptedEvidence('ready'))]);
      const results = [a, b].sort((x, y) => x.exit - y.exit);
      assert.equal(results[0].exit, 0, results[0].output);
      assert.equal(results[1].exit, 1);
      assert.match(results[1].output, /Another release is running/);
      assert.deepEqual(
        (await liveMap(site)).pricing.variants.map(({ weight }) => weight),
        [75, 25],
        'one step, not two',
      );
      assert.deepEqual(
        (await history(site)).events.filter(({ action }) => action === 'canary-step').map(({ share }) => share),
        [25],
      );
    });

    test('a canary no page load reached in the hours the team set has failed, on the real evidence: rolled back', async () => {
      const site = await liveSite(makeTarget);
      const log = path.join(mkdtempSync(path.join(tmpdir(), 'canary-log-')), 'events.log');
      writeFileSync(log, '');
      const startedAt = new Date('2026-11-20T10:00:00Z');
      const dir = remoteBuild(site.root, 'mfe-pricing', '1.1.0');
      await releaseCommand(['canary', dir, ...site.args('mfe-pricing'), '--no-page-loads-after', '6'], { now: startedAt });
      const step = (hours) =>
        releaseCommand(['canary-step', 'mfe-pricing', ...site.args('mfe-pricing'), '--log', log], {
          now: new Date(startedAt.getTime() + hours * 3_600_000),
        }).then(
          (output) => ({ exit: 0, output }),
          (error) => ({ exit: error.exitCode ?? 1, output: error.message }),
        );
      const early = await step(1);
      assert.equal(early.exit, 3, early.output);
      const silent = await step(7);
      assert.equal(silent.exit, 1, silent.output);
      assert.match(silent.output, /no page load of the canary in the 6 h[\s\S]*rolled back to 0%/);
      assert.equal(typeof (await liveMap(site)).pricing.entry, 'string');
    });

    test('on the real evidence: a canary failing one page load in three is rolled back, an identical one made stable', async () => {
      // 600 page loads a side, received on the day after the canary started; the canary's fail to render one in three.
      const pageLoads = (release, failing) =>
        Array.from({ length: 600 }, (_, index) =>
          pageLoadLines({
            release,
            day: 1,
            events: failing(index) ? [pricingFailure(release)] : [{ name: 'vital', metric: 'TTFB', value: 40, rating: 'good' }],
          }),
        ).flat();
      const startedAt = new Date(Date.parse(at(0.5)));
      const stepOn = async (failing) => {
        const site = await liveSite(makeTarget);
        const log = writeLog([...pageLoads('1.0.0', () => false), ...pageLoads('1.1.0', failing)]);
        await releaseCommand(['canary', remoteBuild(site.root, 'mfe-pricing', '1.1.0'), ...site.args('mfe-pricing'), '--share', '50'], {
          now: startedAt,
        });
        const step = await releaseCommand(['canary-step', 'mfe-pricing', ...site.args('mfe-pricing'), '--log', log], {
          now: new Date(Date.parse(at(1.25))),
        }).then(
          (output) => ({ exit: 0, output }),
          (error) => ({ exit: error.exitCode ?? 1, output: error.message }),
        );
        return { step, map: await liveMap(site) };
      };
      const broken = await stepOn((index) => index % 3 === 0);
      assert.equal(broken.step.exit, 1, broken.step.output);
      assert.match(broken.step.output, /failed page loads[\s\S]*rolled back to 0%/);
      assert.equal(typeof broken.map.pricing.entry, 'string', 'every visitor on the stable release');

      // The same page loads with no failure more on the canary: taken on, here from 50% to stable.
      const identical = await stepOn(() => false);
      assert.equal(identical.step.exit, 0, identical.step.output);
      assert.match(identical.step.output, /is the stable release/);
    });

    test('canary-status reads without acting; canary-step needs the field log', async () => {
      const site = await liveSite(makeTarget);
      await canaryOf(site);
      const page = path.join(mkdtempSync(path.join(tmpdir(), 'canary-page-')), 'canary.html');
      const quiet = console.log;
      console.log = () => {};
      const status = await withEvidence(site, scriptedEvidence('ready'), 'canary-status', ['--html', page]).finally(() => {
        console.log = quiet;
      });
      assert.deepEqual(status, { exit: 0, output: 'verdict: ready' });
      assert.match(readFileSync(page, 'utf8'), /ready/, 'the readings drawn as a page');
      assert.deepEqual(
        (await liveMap(site)).pricing.variants.map(({ weight }) => weight),
        [95, 5],
        'nothing changed',
      );
      const noLog = await site.tool('canary-step', 'mfe-pricing', 'mfe-pricing');
      assert.equal(noLog.ok, false);
      assert.match(noLog.output, /--log/);
    });
  });
}
