// A canary read through the real log path: page loads of the stable release and the canary written every 10
// minutes of simulated time as the collector writes them (with the mess real logs have), read by the real reader
// from where it stopped, judged and acted on as the scheduled step command does. The counts are checked against
// what was written, and against one reading of the whole log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { canaryEvidence, canaryPage } from '../canary-evidence.mjs';
import { canaryDecision } from '../canary-ramp.mjs';
import { emptySide } from '../canary-evidence/field-counts.mjs';
import { seededRandom } from '@callvera/read-outs/seeded-random';
import { addSideCounts, withLogMess } from './support/canary-fixtures.mjs';
import { DAY_MS, START as FIXTURE_START, pageLoadLines, pricingFailure, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';

const TICK_MS = 10 * 60_000;
const STARTED = FIXTURE_START + 0.25 * DAY_MS;

/**
 * One page load of /pricing as the collector writes it, and what it is, as counts of its side, known in advance.
 * The mess: early leavers (only the exposure goes), INP reported again as the page is hidden, requests that arrive
 * twice, a server in another time zone, a cut line now and then.
 */
function pageLoad(random, { side, release, time, fails, experiments }) {
  const truth = emptySide();
  truth.pageLoads = 1;
  const events = [];
  if (random() < 0.5) {
    events.push({ name: 'exposure', experiment: 'pricing', variant: side, fellBack: false, forced: false, weights: {} });
    truth.visitors = 1;
    if (random() < 0.05) {
      events.push({ name: 'conversion', action: 'get-started', plan: 'pro', billing: 'monthly', firstFor: { pricing: side } });
      truth.converted = 1;
    }
  }
  const leftEarly = random() < 0.1;
  if (!leftEarly) {
    const lcpPoor = random() < 0.2;
    events.push({
      name: 'vital',
      metric: 'LCP',
      value: lcpPoor ? 3200 : 1400,
      rating: lcpPoor ? 'needs-improvement' : 'good',
      attributedTo: 'pricing',
      attributedRelease: release,
    });
    truth.lcp = 1;
    truth.lcpPoor = lcpPoor ? 1 : 0;
    if (random() < 0.4) {
      const id = `v5-${FIXTURE_START}-${String(1_000_000_000_000 + Math.floor(random() * 8e12))}`;
      const inp = { name: 'vital', metric: 'INP', id, attributedTo: 'pricing', attributedRelease: release };
      events.push({ ...inp, value: 120, rating: 'good' });
      // Reported again as the page is hidden, after a slower interaction: the page load's INP is the later one.
      const slower = random() < 0.25;
      if (slower) events.push({ ...inp, value: 260, rating: 'needs-improvement' });
      truth.inp = 1;
      truth.inpPoor = slower ? 1 : 0;
    }
  }
  if (fails) {
    events.push(pricingFailure(release));
    truth.failed = 1;
    truth.kinds.render = 1;
  }
  if (!events.length) events.push({ name: 'vital', metric: 'TTFB', value: 80, rating: 'good' });
  const lines = withLogMess(random, pageLoadLines({ release, experiments, day: (time - FIXTURE_START) / DAY_MS, events }));
  return { lines, truth };
}

/**
 * A canary's life, read every 10 minutes for at most `days`: `canaryFails(index)` says which of its page loads
 * fail; `onReading` hears each reading as the release history keeps it. Returns how it ended, the final state and
 * the truth.
 */
async function liveCanary({ seed, ramp, canaryFails, pageLoadsPerTick, days, canaryRelease = '1.5.0', onReading = () => {} }) {
  const random = seededRandom(seed);
  const canary = {
    remote: 'pricing',
    stableRelease: '2026-10-01T00-00-00-000Z_1.4.0',
    canaryRelease: `2026-11-01T06-00-00-000Z_${canaryRelease}`,
    startedAt: new Date(STARTED).toISOString(),
    steps: [{ share: ramp[0], at: new Date(STARTED).toISOString() }],
    ramp,
    share: ramp[0],
  };
  const truth = [];
  // The log already holds the day's page loads from before the canary: they are not its evidence.
  const log = writeLog(
    Array.from(
      { length: 50 },
      (_, index) => pageLoad(random, { side: 'stable', release: '1.4.0', time: STARTED - (index + 1) * 60_000, fails: false }).lines,
    ).flat(),
  );
  let state = null;
  let canaryLoads = 0;
  for (let now = STARTED + TICK_MS; now <= STARTED + days * DAY_MS; now += TICK_MS) {
    const lines = [];
    const step = canary.steps.length - 1;
    truth[step] ??= { stable: emptySide(), canary: emptySide() };
    for (let load = 0; load < pageLoadsPerTick; load++) {
      const side = random() * 100 < canary.share ? 'canary' : 'stable';
      const release = side === 'canary' ? canaryRelease : '1.4.0';
      const fails = side === 'canary' && canaryFails(canaryLoads);
      if (side === 'canary') canaryLoads += 1;
      const time = now - TICK_MS + 1 + Math.floor(random() * (TICK_MS - 2));
      const written = pageLoad(random, { side, release, time, fails, experiments: { pricing: side } });
      lines.push(...written.lines);
      addSideCounts(truth[step][side], written.truth);
    }
    appendFileSync(log, `${lines.join('\n')}\n`);
    const evidence = await canaryEvidence({ canary, source: [log], state, now: new Date(now) });
    state = evidence.state;
    onReading({
      at: new Date(now).toISOString(),
      share: canary.share,
      evidence: JSON.parse(JSON.stringify({ verdict: evidence.verdict, measures: evidence.measures })),
    });
    const decision = canaryDecision(canary, evidence);
    if (decision.action === 'rollback' || decision.action === 'promote')
      return { outcome: decision.action, evidence, canary, log, truth, canaryLoads };
    if (decision.action === 'step') {
      canary.share = decision.share;
      canary.steps.push({ share: decision.share, at: new Date(now).toISOString() });
    }
  }
  return { outcome: 'none', canary, log, truth, canaryLoads };
}

test('a canary failing on one page load of three, at 50%, is rolled back; what was read is what was written', async () => {
  const run = await liveCanary({ seed: 7, ramp: [50, 100], canaryFails: (index) => index % 3 === 0, pageLoadsPerTick: 60, days: 1 });
  assert.equal(run.outcome, 'rollback');
  assert.ok(run.canaryLoads < 2000, `rolled back after ${run.canaryLoads} of its page loads`);
  assert.match(run.evidence.text, /failed page loads: render .*regressed/);
  assert.deepEqual(run.evidence.state.counts.steps, run.truth);
  // Read again from nothing, the whole log gives the same counts as the readings every 10 minutes.
  const whole = await canaryEvidence({ canary: run.canary, source: [run.log], state: null, now: new Date(STARTED + DAY_MS) });
  assert.deepEqual(whole.state.counts.steps, run.evidence.state.counts.steps);
});

/** An identical canary's run, whose page loads are told apart by the split (both releases carry one version). */
const readings = [];
const identical = liveCanary({
  seed: 11,
  ramp: [40, 60, 100],
  canaryFails: () => false,
  pageLoadsPerTick: 300,
  days: 2,
  canaryRelease: '1.4.0',
  onReading: (reading) => readings.push(reading),
});

test('an identical canary, its page loads told apart by the split when both releases carry one version, is stepped and made stable', async () => {
  const run = await identical;
  assert.equal(run.outcome, 'promote', run.evidence?.text);
  assert.deepEqual(
    run.canary.steps.map(({ share }) => share),
    [40, 60],
  );
  assert.deepEqual(run.evidence.state.counts.steps, run.truth);
});

test('the --html page draws the ramp and each measure over the readings, and names the latest verdicts', async () => {
  await identical;
  const html = await canaryPage(readings);
  assert.match(html, /<svg role="img" aria-label="The ramp: the canary's share of visitors at each reading"/);
  assert.match(html, /<svg role="img" aria-label="Each measure's canary − stable at each reading/);
  for (const name of [
    'failed page loads',
    'LCP poor or needs improvement',
    'INP poor or needs improvement',
    'converted visitors \\(get-started\\)',
  ])
    assert.match(html, new RegExp(`<th scope="row">${name}</th>`));
  assert.match(html, /<td>40%<\/td>/);
  assert.match(html, /<td>60%<\/td>/);
  assert.match(html, /<caption>The latest reading, [^:]+:\d\d:\d\d\.000Z: ready for the next step<\/caption>/);
});
