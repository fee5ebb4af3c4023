// A page load whose first script sent its vitals as the visitor left, and which then went on (a phone back from
// another app) and sent them again from the event stream, counts once in every read-out, at the later values: the
// batches are what the real code sent (support/early-leaver-batches.json, written by the shell's Jest test).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openEventLog } from '../event-log.mjs';
import { readGuardrails } from '../experiment-log.mjs';
import { prepareFieldHealth, readOwnedVitals, readRouteVitals } from '../field-health.mjs';
import { collectorLines, START, writeLog } from './support/field-log-fixtures.mjs';
import { EARLY_LEAVER_BATCHES, sentBatch } from './support/early-leaver-fixtures.mjs';

const { early, later } = EARLY_LEAVER_BATCHES;
const RELEASE = early.events[0].remoteRelease;
const valueOf = (batch, metric) => batch.events.find((event) => event.metric === metric).value;

/** `count` page loads, each sent early then later (`later`: whether it went on), each with its own id. */
function pageLoads(count, { goesOn }) {
  return Array.from({ length: count }, (_, index) => {
    const pageLoad = `${early.page.pageLoad.slice(0, 24)}${((goesOn ? 0x10000 : 0) + index).toString(16).padStart(12, '0')}`;
    const at = START + index * 60_000;
    const ofThisLoad = (batch) => ({ ...batch, page: { ...batch.page, pageLoad } });
    return [
      ...collectorLines(sentBatch(ofThisLoad(early), at + 1_000)),
      ...(goesOn ? collectorLines(sentBatch(ofThisLoad(later), at + 5_000)) : []),
    ];
  }).flat();
}

async function withLog(lines, read) {
  const log = await openEventLog([writeLog(lines)]);
  try {
    return await read(log);
  } finally {
    log.close();
  }
}

test('the known answer: the stream sent the same measurements, under the same ids, CLS and INP grown', () => {
  assert.deepEqual(
    later.events.map((event) => [event.metric, event.id]),
    early.events.map((event) => [event.metric, event.id]),
  );
  assert.deepEqual(
    ['LCP', 'CLS', 'INP'].map((metric) => [valueOf(early, metric), valueOf(later, metric)]),
    [
      [2871, 2871],
      [0.0412, 0.1318],
      [232, 488],
    ],
  );
});

test('the field report counts each page load once, at the later values: per route, and per remote it is blamed on', async () => {
  // Four page loads sent early, then again by the stream: four, not eight, and INP 488 (232 and 488 as lines: 424).
  const { routes, owned } = await withLog(pageLoads(4, { goesOn: true }), async (log) => {
    await prepareFieldHealth(log);
    return { routes: await readRouteVitals(log), owned: await readOwnedVitals(log) };
  });
  assert.deepEqual(
    routes.map(({ route, release, pageLoads, LCP, INP, CLS, FCP, TTFB }) => ({ route, release, pageLoads, LCP, INP, CLS, FCP, TTFB })),
    [{ route: '/pricing', release: RELEASE, pageLoads: 4, LCP: 2871, INP: 488, CLS: 0.1318, FCP: 1630, TTFB: 412 }],
  );
  const { vitals } = owned.get('pricing').get(RELEASE);
  assert.deepEqual(vitals, { LCP: { pageLoads: 4, notGood: 4, p75: 2871 }, INP: { pageLoads: 4, notGood: 4, p75: 488 } });
});

test('a page load left early counts with its early values; beside one that went on, each once', async () => {
  const routes = await withLog([...pageLoads(3, { goesOn: false }), ...pageLoads(1, { goesOn: true })], async (log) => {
    await prepareFieldHealth(log);
    return readRouteVitals(log);
  });
  assert.equal(routes[0].pageLoads, 4);
  // INP of the four: 232, 232, 232 and 488 (later); p75 = 232 + 0.25 × 256.
  assert.equal(routes[0].INP, 296);
});

test("an experiment's guardrails count each page load once, at its last LCP and INP", async () => {
  const guardrails = await withLog(pageLoads(4, { goesOn: true }), (log) => readGuardrails(log, 'pricing'));
  assert.deepEqual(guardrails.get('canary-110'), { pageLoads: 4, failed: 0, LCP: [2871, 2871, 2871, 2871], INP: [488, 488, 488, 488] });
});
