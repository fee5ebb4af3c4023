import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { exposedLoads, pageLoadLines, writeLog } from './support/field-log-fixtures.mjs';

const script = fileURLToPath(new URL('../field-log/experiment-report.mjs', import.meta.url));
const report = (...args) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
const rowOf = (output, action, variant) => {
  const block = output.slice(output.indexOf(`\n${action} `));
  return block
    .split('\n')
    .find((line) => line.startsWith(`  ${variant} `))
    ?.trim()
    .split(/\s{2,}/);
};

const getStarted = { action: 'get-started', plan: 'professional', billing: 'annual' };

// 5,000 page loads each. Control: 250 press Get Started (5%), some twice; 30 pressed Try Out Free before
// seeing pricing, which the variant cannot have caused. Annual-first: 300 (6%), 12 fell back to the control.
const balanced = writeLog([
  ...exposedLoads('control', 5000, (index) => (index < 250 ? [getStarted, ...(index < 20 ? [getStarted] : [])] : [])),
  ...Array.from({ length: 30 }, () =>
    pageLoadLines({
      experiments: { pricing: 'control' },
      events: [
        { name: 'conversion', action: 'try-out-free', at: 0 },
        { name: 'exposure', experiment: 'pricing', variant: 'control', fellBack: false, at: 5 },
      ],
    }),
  ).flat(),
  ...exposedLoads('annual-first', 5030, (index) => (index < 300 ? [getStarted] : index < 340 ? [{ action: 'schedule-demo' }] : []), {
    fellBack: (index) => index >= 5018,
  }),
]);

test('per variant: exposed page loads, conversions counted once per load and only after the exposure', () => {
  const { stdout, status } = report('--weights', 'control=50,annual-first=50', balanced);
  assert.equal(status, 0, stdout);
  assert.match(stdout, /Experiment "pricing": 10,060 exposed page loads/);
  assert.deepEqual(rowOf(stdout, 'get-started', 'control').slice(0, 3), ['control', '5,030', '250']);
  assert.deepEqual(rowOf(stdout, 'schedule-demo', 'annual-first').slice(0, 3), ['annual-first', '5,030', '40']);
  assert.doesNotMatch(stdout, /\ntry-out-free /, 'pressed before the exposure: not a conversion of the experiment');
  assert.match(stdout, /Fell back to the control: annual-first on 12 page loads/);
});

test('rates with their Wilson 95% intervals, and the difference from the control with Newcombe’s', () => {
  // Worked out apart from this code: 250 of 5,030 is 4.97% [4.40%, 5.61%]; 300 of 5,030 is 5.96% [5.34%, 6.65%];
  // the difference +0.99 points [+0.105, +1.886].
  const { stdout } = report('--weights', 'control=50,annual-first=50', balanced);
  assert.deepEqual(rowOf(stdout, 'get-started', 'control').slice(3), ['4.97%', '[4.40%, 5.61%]', '—', '—']);
  assert.deepEqual(rowOf(stdout, 'get-started', 'annual-first').slice(3), ['5.96%', '[5.34%, 6.65%]', '+0.99 pts', '[+0.11, +1.89]']);
  assert.doesNotMatch(stdout, /MISMATCH/);
});

test('a 5,500 / 4,500 split of 10,000 under 50/50 weights is a sample-ratio mismatch, said loudly', () => {
  const skewed = writeLog([...exposedLoads('control', 5500), ...exposedLoads('annual-first', 4500)]);
  const { stdout, stderr, status } = report('--weights', 'control=50,annual-first=50', skewed);
  // χ² = 2 × 500² / 5,000 = 100 with one degree of freedom: p ≈ 1.5e-23, below what a double's 1 − CDF can show.
  assert.match(stdout, /Sample-ratio check: chi-square 100\.00, p < 1e-15/);
  assert.match(stdout, /!!! SAMPLE RATIO MISMATCH !!!/);
  assert.match(stderr, /SAMPLE RATIO MISMATCH in "pricing"/);
  assert.equal(status, 1, 'a scheduled job notices');
});

test('the same split is no mismatch when the weights meant it', () => {
  const skewed = writeLog([...exposedLoads('control', 5500), ...exposedLoads('annual-first', 4500)]);
  const { stdout, status } = report('--weights', 'control=55,annual-first=45', skewed);
  assert.equal(status, 0);
  assert.doesNotMatch(stdout, /MISMATCH/);
});
