import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describeTargets, formatCell, formatTable, median, medianOfEach, meetsTarget, targetMisses } from '../report-table.mjs';

test('median takes the middle value, or the mean of the two middle ones', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([4, 1, 3, 2]), 2.5);
});

test('median leaves out runs that measured nothing, and is null when none did', () => {
  assert.equal(median([null, 120, NaN, 80]), 100);
  assert.equal(median([null, null]), null);
});

test('medianOfEach takes every figure across runs', () => {
  assert.deepEqual(
    medianOfEach([
      { fcp: 900, usable: 2000 },
      { fcp: 1000, usable: null },
      { fcp: 800, usable: 1600 },
    ]),
    { fcp: 900, usable: 1800 },
  );
});

test('a target is met at its bound and missed when nothing was measured', () => {
  assert.equal(meetsTarget(50, ['<=', 50]), true);
  assert.equal(meetsTarget(51, ['<=', 50]), false);
  assert.equal(meetsTarget(100, ['>=', 100]), true);
  assert.equal(meetsTarget(null, ['<=', 300]), false);
});

test('targetMisses names each miss, and a per-route target applies only where it is given', () => {
  const results = { '/': { tbt: 80, dead: 400 }, '/pricing': { tbt: 40, dead: 900 } };
  const targets = { tbt: ['<=', 50], dead: (route) => (route === '/' ? ['<=', 300] : null) };
  assert.deepEqual(targetMisses(results, targets), ['/ tbt 80 (target <= 50)', '/ dead 400 (target <= 300)']);
});

test('a usable time that never came is reported as a miss', () => {
  assert.deepEqual(targetMisses({ '/': { usable: null } }, { usable: ['<=', 1500] }), ['/ usable none (target <= 1500)']);
});

test('cells show the change against a baseline, and a dash for nothing measured', () => {
  assert.equal(formatCell(1200, 1500), '1200 (-300)');
  assert.equal(formatCell(0.02, 0), '0.02 (+0.02)');
  assert.equal(formatCell(null, 100), '—');
  assert.equal(formatCell(90), '90');
});

test('formatTable lines the columns up under their names', () => {
  const table = formatTable({ '/': { fcp: 900, dead: 1200 } }, ['fcp', 'dead'], { routeWidth: 8, cellWidth: 6 });
  assert.equal(table, ['route      fcp  dead', '/          900  1200'].join('\n'));
});

test('describeTargets lists the targets every route shares, or with a route, all of its own', () => {
  const targets = { lcp: ['<=', 1000], a11y: ['>=', 100], dead: (route) => (route === '/pricing' ? ['<=', 1500] : null) };
  assert.equal(describeTargets(targets), 'lcp ≤ 1000, a11y ≥ 100');
  assert.equal(describeTargets(targets, '/pricing'), 'lcp ≤ 1000, a11y ≥ 100, dead ≤ 1500');
  assert.equal(describeTargets(targets, '/'), 'lcp ≤ 1000, a11y ≥ 100');
});
