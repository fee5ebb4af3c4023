// The read-outs refuse a value they cannot honour, naming it, with exit 2, and never run on without end: a lift
// too small to plan for, a power out of bounds, a window whose start is not before its end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MAX_PLANNED_VISITORS, plannedVisitors } from '../sequential.mjs';
import { exposedVisitors, writeLog } from './support/field-log-fixtures.mjs';

const command = (name) => fileURLToPath(new URL(`../${name}.mjs`, import.meta.url));
/** Runs a read-out; a run past 10 s is a hang, and fails the test rather than holding it. */
const run = (name, ...args) => spawnSync(process.execPath, [command(name), ...args], { encoding: 'utf8', timeout: 10_000 });
const log = writeLog([...exposedVisitors('control', 20), ...exposedVisitors('annual-first', 20)]);

test('a plan over its maximum is a RangeError naming the lift, not a search without end', () => {
  const started = Date.now();
  assert.throws(
    () => plannedVisitors({ baseline: 0.01, mde: 1e-9, alpha: 0.05, power: 0.8, shares: [1, 1] }),
    (error) =>
      error instanceof RangeError && /a lift of 1e-7 point\(s\) from 1% would need more than 100,000,000 visitors/.test(error.message),
  );
  assert.throws(() => plannedVisitors({ baseline: 0.02, mde: 0.01, alpha: 0.05, power: 1, shares: [1, 1] }), RangeError);
  assert.ok(Date.now() - started < 1000, 'refused at once');
  // The largest plan it gives stays under the maximum, and the search still finds the least sample.
  const large = plannedVisitors({ baseline: 0.01, mde: 0.0001, alpha: 0.05, power: 0.8, shares: [1, 1] });
  assert.ok(large > MAX_PLANNED_VISITORS / 2 && large <= MAX_PLANNED_VISITORS, `${large}`);
  assert.equal(plannedVisitors({ baseline: 0.01, mde: 0.01, alpha: 0.05, power: 0.8, shares: [1, 1] }), 8975);
});

test('experiment-plan: each value out of bounds is named, with exit 2, at once', () => {
  for (const [args, message] of [
    [['--baseline', '1', '--mde', '0.0000001'], /^experiment-plan: --mde: "0.0000001" must be a number from 0.01 to 99\n/],
    [['--baseline', '50', '--mde', '0.01'], /^experiment-plan: --baseline 50 --mde 0.01 .*would need more than 100,000,000 visitors/],
    [
      ['--baseline', '2', '--mde', '1', '--weights', 'control=1e-300,annual-first=1'],
      /^experiment-plan: .*control=1e-300.*more than 100,000,000 visitors/,
    ],
    [['--baseline', '0', '--mde', '1'], /^experiment-plan: --baseline: "0" must be a number above 0 and below 100\n/],
    [['--baseline', '1e400', '--mde', '1'], /^experiment-plan: --baseline: "1e400"/],
    [['--baseline', '2', '--mde', '1', '--power', '1'], /^experiment-plan: --power: "1" must be a number from 0.5 to 0.99\n/],
    [['--baseline', '2', '--mde', '1', '--power', '0.1'], /^experiment-plan: --power: "0.1"/],
    [['--baseline', '99', '--mde', '1'], /^experiment-plan: --mde: 1 point\(s\) from --baseline 99% reaches 100%/],
  ]) {
    const { status, stderr, error } = run('experiment-plan', ...args);
    assert.equal(error, undefined, `${args.join(' ')} ran past 10 s`);
    assert.equal(status, 2, `${args.join(' ')}: ${stderr}`);
    assert.match(stderr, message);
  }
});

test('experiment-report: a lift too fine for --mde is named, with exit 2, at once', () => {
  for (const mde of ['1e-300', '0.001', '0', '100']) {
    const { status, stderr, error } = run('experiment-report', '--mde', mde, log);
    assert.equal(error, undefined, `--mde ${mde} ran past 10 s`);
    assert.equal(status, 2, `--mde ${mde}: ${stderr}`);
    assert.match(stderr, new RegExp(`^experiment-report: --mde: "${mde}" is not a lift in points of at least 0.01 and below 100`));
  }
});

test('experiment-report: a plan over the maximum at the control’s own rate is named, with exit 2, at once', () => {
  const convert = (index) => (index % 2 ? [{ action: 'get-started' }] : []);
  const even = writeLog([...exposedVisitors('control', 100, { convert }), ...exposedVisitors('annual-first', 100, { convert })]);
  const { status, stderr, error } = run('experiment-report', '--mde', '0.01', even);
  assert.equal(error, undefined, 'ran past 10 s');
  assert.equal(status, 2, stderr);
  assert.equal(
    stderr,
    'experiment-report: a lift of 0.01 point(s) from 50% would need more than 100,000,000 visitors: plan for a larger lift (--mde)\n',
  );
});

test('--since not before --until: both named, exit 2, in each read-out (not "nothing in these logs")', () => {
  for (const name of ['experiment-report', 'field-report']) {
    for (const [since, until] of [
      ['2026-11-20', '2026-11-10'],
      ['2026-11-10T12:00:00Z', '2026-11-10T12:00:00Z'],
      // The same moment in two time zones: 13:00 in Paris is 12:00 UTC.
      ['2026-11-10T13:00:00+01:00', '2026-11-10T12:00:00Z'],
    ]) {
      const { status, stderr } = run(name, '--since', since, '--until', until, log);
      assert.equal(status, 2, `${name} ${since} ${until}: ${stderr}`);
      assert.equal(stderr, `${name}: --since "${since}" is not before --until "${until}": the window holds no time\n`);
    }
    assert.equal(run(name, '--since', '2026-11-01', '--until', '2026-11-02', log).status === 2, false, `${name}: a sound window runs`);
  }
});
