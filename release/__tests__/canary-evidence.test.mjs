import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { canaryEvidence } from '../canary-evidence.mjs';
import { canaryDecision, DEFAULT_RAMP } from '../canary-ramp.mjs';
import { neededAtStep } from '../canary-evidence/canary-verdict.mjs';
import { alwaysValidHalfWidth } from '@callvera/read-outs/sequential';
import { collectorLines, pageLoadLines, pricingFailure, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';
import { EARLY_LEAVER_BATCHES, sentBatch } from '@callvera/read-outs/testing/early-leaver-fixtures';
import { at, pricingCanary } from './support/canary-fixtures.mjs';

// Named by release ids, as the release history names them: the log names their versions.
const canary = pricingCanary({ stableRelease: '2026-10-01T00-00-00-000Z_1.4.0', canaryRelease: '2026-11-01T06-00-00-000Z_1.5.0' });
const lcp = (value, release) => ({
  name: 'vital',
  metric: 'LCP',
  value,
  rating: value <= 2500 ? 'good' : value <= 4000 ? 'needs-improvement' : 'poor',
  attributedTo: 'pricing',
  attributedRelease: release,
});
const failure = (kind, release) => pricingFailure(release, kind);

/** `count` page loads of /pricing on `release` on day `day`, each with the events `events(index)` gives. */
const loads = (count, release, day, events) =>
  Array.from({ length: count }, (_, index) => pageLoadLines({ release, day, events: events(index) })).flat();

test('counts each page load once by side, within the canary, and leaves out what is not its own, preview tabs too', async () => {
  const log = writeLog([
    // Before the canary started: left out.
    ...loads(10, '1.5.0', 0.1, () => [failure('render', '1.5.0')]),
    // The stable release: 40 page loads, 30 with a good LCP, 10 slow; 2 failed ("down").
    ...loads(40, '1.4.0', 0.5, (index) => [lcp(index < 30 ? 1200 : 3000, '1.4.0'), ...(index < 2 ? [failure('down', '1.4.0')] : [])]),
    // The canary: 20 page loads, 5 failed to render, each failure sent twice (counted once).
    ...loads(20, '1.5.0', 0.5, (index) => [
      lcp(1200, '1.5.0'),
      ...(index < 5 ? [failure('render', '1.5.0'), failure('render', '1.5.0')] : []),
    ]),
    // A team's preview tabs, on the canary's release and a preview build: a team's, never a visitor's.
    ...Array.from({ length: 6 }, (_, index) =>
      pageLoadLines({
        release: index % 2 ? '1.5.0' : '1.6.0',
        day: 0.5,
        preview: index % 3 ? '2026-11-01T08-00-00-000Z_1.6.0' : 'dev-server',
        events: [lcp(9000, '1.5.0'), failure('render', '1.5.0')],
      }),
    ).flat(),
    // Another remote's page loads: not the canary's.
    ...Array.from({ length: 5 }, () =>
      pageLoadLines({
        route: '/',
        remote: 'landing',
        release: '1.5.0',
        day: 0.5,
        events: [{ name: 'vital', metric: 'LCP', value: 900, rating: 'good' }],
      }),
    ).flat(),
  ]);
  const evidence = await canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1)) });
  const measure = (name) => evidence.measures.find((candidate) => candidate.name === name);
  assert.deepEqual(
    [measure('failed page loads').stable, measure('failed page loads').canary],
    [
      { successes: 2, trials: 40 },
      { successes: 5, trials: 20 },
    ],
  );
  assert.deepEqual(measure('failed page loads: render').canary, { successes: 5, trials: 20 });
  assert.deepEqual(measure('failed page loads: down').stable, { successes: 2, trials: 40 });
  assert.deepEqual(
    [measure('LCP poor or needs improvement').stable, measure('LCP poor or needs improvement').canary],
    [
      { successes: 10, trials: 40 },
      { successes: 0, trials: 20 },
    ],
  );
  assert.deepEqual(evidence.pageLoads, { stable: 40, canary: 20 });
});

test('a canary failing on a quarter of its page loads is regressed (exit 1); the decision rolls it back', async () => {
  const log = writeLog([
    ...loads(400, '1.4.0', 0.5, (index) => [lcp(1200, '1.4.0'), ...(index % 100 === 0 ? [failure('down', '1.4.0')] : [])]),
    ...loads(400, '1.5.0', 0.5, (index) => [lcp(1200, '1.5.0'), ...(index % 4 === 0 ? [failure('render', '1.5.0')] : [])]),
  ]);
  const evidence = await canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1)) });
  assert.equal(evidence.verdict, 'regressed', evidence.text);
  assert.equal(evidence.exit, 1);
  assert.match(evidence.text, /failed page loads: render .*regressed/);
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 50 }, evidence).action, 'rollback');
});

test('a page load whose first script sent its vitals as it was hidden, and its stream again later, is one page load with one LCP and one INP', async () => {
  // The batches the real code sent (a phone visitor of the canary: left early, came back, left again).
  const { early, later } = EARLY_LEAVER_BATCHES;
  const [stableRelease, canaryRelease] = ['1.0.0+0a5ab1e001', early.events[0].remoteRelease];
  const earlyCanary = { ...pricingCanary({ stableRelease, canaryRelease }), startedAt: at(-1), steps: [{ share: 50, at: at(-1) }] };
  const ofLoad = (batch, index) => ({
    ...batch,
    page: { ...batch.page, pageLoad: `${batch.page.pageLoad.slice(0, 24)}${String(index).padStart(12, '0')}` },
  });
  const log = writeLog(
    Array.from({ length: 12 }, (_, index) => [
      ...collectorLines(sentBatch(ofLoad(early, index), Date.parse(at(0.5)) + index * 60_000)),
      ...(index < 8 ? collectorLines(sentBatch(ofLoad(later, index), Date.parse(at(0.5)) + index * 60_000 + 5_000)) : []),
    ]).flat(),
  );
  const evidence = await canaryEvidence({ canary: earlyCanary, source: [log], state: null, now: new Date(at(1)) });
  const measure = (name) => evidence.measures.find((candidate) => candidate.name === name).canary;
  assert.deepEqual(evidence.pageLoads, { stable: 0, canary: 12 });
  // Its LCP was rated needs-improvement early and later; its INP too (232 ms early, 488 later).
  assert.deepEqual(measure('LCP poor or needs improvement'), { successes: 12, trials: 12 });
  assert.deepEqual(measure('INP poor or needs improvement'), { successes: 12, trials: 12 });
});

test('a canary with few page loads is kept watching (exit 3), saying what each side has and needs', async () => {
  const log = writeLog([...loads(30, '1.4.0', 0.5, () => [lcp(1200, '1.4.0')]), ...loads(30, '1.5.0', 0.5, () => [lcp(1200, '1.5.0')])]);
  const evidence = await canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1)) });
  assert.equal(evidence.verdict, 'keep-watching', evidence.text);
  assert.equal(evidence.exit, 3);
  const failed = evidence.measures.find((measure) => measure.name === 'failed page loads');
  assert.equal(failed.pageLoads.canary, 30);
  assert.ok(failed.pageLoads.needed.canary > 30, JSON.stringify(failed.pageLoads));
  assert.match(
    evidence.text,
    /failed page loads .*keep watching \(at 50%: 30 of about [\d,]+ page loads needed on the canary, 30 of about [\d,]+ on the stable release\)/,
  );
  assert.equal(canaryDecision({ ramp: DEFAULT_RAMP, share: 50 }, evidence).action, 'wait');
});

test('a canary with no page load at all 24 hours after it started has failed (exit 1); before that, it is watched', async () => {
  const log = writeLog(loads(30, '1.4.0', 0.5, () => [lcp(1200, '1.4.0')]));
  const early = await canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1)) });
  assert.equal(early.verdict, 'keep-watching');
  const late = await canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1.26)) });
  assert.equal(late.verdict, 'regressed');
  assert.equal(late.exit, 1);
  assert.match(late.text, /no page load of the canary in the 24 h since it started/);
});

test('reading again reads only what is new, and the counts equal those of one reading of the whole log', async () => {
  const first = loads(50, '1.4.0', 0.5, (index) => [lcp(1200 + index * 50, '1.4.0'), ...(index < 3 ? [failure('chunk', '1.4.0')] : [])]);
  const second = loads(50, '1.5.0', 0.6, (index) => [lcp(1000 + index * 80, '1.5.0'), ...(index < 7 ? [failure('render', '1.5.0')] : [])]);
  const log = writeLog(first);
  const once = await canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1)) });
  appendFileSync(log, `${second.join('\n')}\n`);
  const again = await canaryEvidence({ canary, source: [log], state: once.state, now: new Date(at(1)) });
  const whole = await canaryEvidence({ canary, source: [writeLog([...first, ...second])], state: null, now: new Date(at(1)) });
  assert.deepEqual(again.state.counts, whole.state.counts);
  assert.deepEqual(again.measures, whole.measures);
  const nothingNew = await canaryEvidence({ canary, source: [log], state: again.state, now: new Date(at(1)) });
  assert.equal(nothingNew.state.counts.lines.read, again.state.counts.lines.read);
});

test('a canary that is not described right is refused, each problem named', async () => {
  const log = writeLog([]);
  await assert.rejects(
    canaryEvidence({ canary: { ...canary, startedAt: 'soon', steps: [] }, source: [log] }),
    /startedAt "soon" is not a time; steps: none/,
  );
  await assert.rejects(
    canaryEvidence({ canary, source: ['/nowhere/field-events.log'] }),
    /\/nowhere\/field-events.log: no such log file or folder/,
  );
});

test("a visit that reaches pricing by a link inside the site is one of pricing's page loads, with the vitals counted for its route", async () => {
  // The page loads on the home page (landing's LCP), then the visitor follows a link to /pricing: the same page
  // load, its events now on pricing's route; where the browser reports soft navigations, /pricing's own vitals.
  const home = pageLoadLines({
    route: '/',
    remote: 'landing',
    release: '0.9.0',
    day: 0.5,
    events: [{ name: 'vital', metric: 'LCP', value: 900, rating: 'good', attributedTo: 'landing', attributedRelease: '0.9.0' }],
  });
  const pageLoad = JSON.parse(home[0]).pageLoad;
  const onPricing = pageLoadLines({
    release: '1.5.0',
    day: 0.5,
    events: [
      { name: 'vital', metric: 'LCP', value: 3100, rating: 'needs-improvement', attributedTo: 'pricing', attributedRelease: '1.5.0' },
      { name: 'vital', metric: 'INP', value: 90, rating: 'good', attributedTo: 'pricing', attributedRelease: '1.5.0' },
    ],
  }).map((line) => line.replace(/"pageLoad":"[^"]+"/, `"pageLoad":"${pageLoad}"`));
  const evidence = await canaryEvidence({ canary, source: [writeLog([...home, ...onPricing])], state: null, now: new Date(at(1)) });
  const measure = (name) => evidence.measures.find((candidate) => candidate.name === name);
  assert.deepEqual(evidence.pageLoads, { stable: 0, canary: 1 });
  assert.deepEqual(measure('LCP poor or needs improvement').canary, { successes: 1, trials: 1 });
  assert.deepEqual(measure('INP poor or needs improvement').canary, { successes: 0, trials: 1 });
});

test('a log of which over 1% of the lines read are no field event is not read as evidence, and says where the first is', async () => {
  const lines = loads(50, '1.4.0', 0.5, () => [lcp(1200, '1.4.0')]);
  const log = writeLog([
    ...lines,
    '{"schema":2,"receivedAt":"2026-11-01T12:00:00.000Z","pageLoad":"x","remote":"pricing"',
    'GET /pricing HTTP/1.1 "pricing"',
  ]);
  await assert.rejects(
    canaryEvidence({ canary, source: [log], state: null, now: new Date(at(1)) }),
    new RegExp(`2 of 52 lines read are no field event \\(over 1%\\), the first in ${log.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
});

test('the page loads a step needs are the fewest whose interval, at no difference, is within the margin', () => {
  for (const [rate, share, margin] of [
    [0.01, 5, 0.01],
    [0.01, 50, 0.01],
    [0.2, 25, 0.05],
    [0.03, 5, 0.01],
  ]) {
    const alpha = 0.05;
    const { canary, stable } = neededAtStep({ rate, share, margin, alpha });
    const halfWidth = (canaryLoads) => {
      const stableLoads = (canaryLoads * (100 - share)) / share;
      const spread = (loads) => Math.max(rate * (1 - rate), 1 / loads) / loads;
      return alwaysValidHalfWidth(spread(canaryLoads) + spread(stableLoads), { alpha, tau: margin });
    };
    assert.ok(halfWidth(canary) <= margin && halfWidth(canary - 1) > margin, `${rate}, ${share}%, ${margin}: ${canary}`);
    assert.equal(stable, Math.ceil((canary * (100 - share)) / share));
  }
  // Known answer, by hand: 1% failing, a 1-point margin at 50%, alpha 5%: at 1,826 a side the variance is
  // 2 × 0.0099 / 1,826 = 1.0843e-5 and the half-width √(1.0843e-5 × 1.10843 × (2 ln 20 + ln 10.222)) = 0.009997.
  assert.deepEqual(neededAtStep({ rate: 0.01, share: 50, margin: 0.01, alpha: 0.05 }), { canary: 1826, stable: 1826 });
  assert.equal(neededAtStep({ rate: 0.01, share: 100, margin: 0.01, alpha: 0.05 }), null);
});

test("a canary's own margins judge it: 60 identical page loads a side are ready within 10 points, not within 1", async () => {
  const pageLoadsOf = (release) => loads(60, release, 0.5, (index) => (index === 0 ? [failure('render', release)] : [lcp(1200, release)]));
  const log = writeLog([...pageLoadsOf('1.4.0'), ...pageLoadsOf('1.5.0')]);
  const read = (margins) => canaryEvidence({ canary: { ...canary, margins }, source: [log], state: null, now: new Date(at(1)) });
  const strict = await read(undefined);
  assert.equal(strict.verdict, 'keep-watching', strict.text);
  const wide = await read({ failures: 0.1, lcp: 0.1 });
  assert.equal(wide.verdict, 'ready', wide.text);
  assert.match(wide.text, /failed page loads \(higher is worse, margin 10\.00 points\)/);
  assert.deepEqual(
    wide.measures.filter(({ readies }) => readies).map(({ margin }) => margin),
    [0.1, 0.1, 0.05, 0.01],
  );
  await assert.rejects(read({ failure: 0.1 }), /margins\.failure is no measure \(failures, lcp, inp, conversions\)/);
  await assert.rejects(read({ inp: 5 }), /margins\.inp 5 is not a share above 0 and below 1/);
});
