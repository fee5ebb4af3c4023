import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openEventLog } from '../event-log.mjs';
import { countsUpTo, daysOf, readExperiments } from '../experiment-log.mjs';
import { readOut } from '../experiment-readout.mjs';
import { writeSimulatedLogApart } from './support/simulated-visitors.mjs';

// The pages' own decisions (support/simulated-visitors.mjs) through the real read-out: browsers that come back,
// leave early, convert on several loads, lose and repeat requests, QA forcing variants, cut lines and a ramp,
// written as the collector writes them and read by the SQL that counts visitors. The statistics themselves (the
// interval's coverage read daily, ramps with a drifting base rate, the planned sample's power) are measured on
// drawn counts with a known truth in experiment-coverage.test.mjs, where thousands of experiments fit.

const folder = mkdtempSync(path.join(tmpdir(), 'experiment-simulation-'));
const RAMP = [
  { fromDay: 0, weights: { control: 90, 'annual-first': 10 } },
  { fromDay: 10, weights: { control: 50, 'annual-first': 50 } },
];
const EVEN = [{ fromDay: 0, weights: { control: 50, 'annual-first': 50 } }];
const RUNS = 100;
const VISITORS = 1000;
// Written side by side, each in a thread of its own; half the experiments are ramped (10% for ten days, then half).
const logs = Promise.all(
  [
    { name: 'aa-even', splits: EVEN, seed: 1 },
    { name: 'aa-ramp', splits: RAMP, seed: 2 },
  ].map(({ name, splits, seed }) =>
    writeSimulatedLogApart({
      file: path.join(folder, `${name}.log`),
      runs: RUNS / 2,
      visitors: VISITORS,
      seed,
      prefix: name,
      conversion: { control: 0.1, 'annual-first': 0.1 },
      splits,
    }),
  ),
);

test('identical variants of messy simulated visitors, read every morning through the log: each visitor counted once, QA left out, no false call', async () => {
  const log = await openEventLog(await logs);
  try {
    const experiments = await readExperiments(log);
    const lines = await log.lineCounts();
    assert.equal(experiments.size, RUNS);
    assert.ok(lines.unreadable > 0 && lines.unreadable / lines.total < 0.01, 'the simulated log has cut lines, under the read-outs’ limit');
    let called = 0;
    for (const experiment of experiments.values()) {
      const verdicts = daysOf(experiment).map((day) => readOut(countsUpTo(experiment, day)).verdict);
      if (verdicts.includes('difference')) called += 1;
      assert.ok(!verdicts.includes('mismatch'), 'the split of each ramp step is the one meant');
      // Every experiment's QA loads were left out.
      assert.equal(experiment.leftOut.forced, 6);
      const { variants, leftOut } = countsUpTo(experiment);
      const visitors = [...variants.values()].reduce((sum, { visitors: count }) => sum + count, 0);
      assert.ok(
        visitors <= VISITORS && visitors > 950,
        `about one exposure per visitor (a few lost), never one per page load: ${visitors}`,
      );
      assert.equal(leftOut.noDay, 0, 'every conversion names the day of its exposure');
      const converted = [...variants.values()].reduce((sum, { conversions }) => sum + (conversions['get-started'] ?? 0), 0);
      assert.ok(converted > 0.05 * visitors && converted < 0.15 * visitors, `about 10% convert: ${converted} of ${visitors}`);
    }
    console.log(`A/A through the log, ${RUNS} experiments of ${VISITORS} visitors read daily: ${called} called`);
    assert.ok(called <= 0.05 * RUNS, `called ${called}`);
  } finally {
    log.close();
  }
});
