import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alwaysValidDifference, alwaysValidHalfWidth } from '../sequential.mjs';
import { stratifiedDifference } from '../stratified.mjs';

const OPTIONS = { alpha: 0.05, tau: 0.01 };
const arm = (successes, trials) => ({ successes, trials });
const close = (actual, expected, message) => assert.ok(Math.abs(actual - expected) < 1e-12, `${message}: ${actual} ≠ ${expected}`);

test('one stratum is the plain always-valid difference', () => {
  const variant = arm(150, 5000);
  const control = arm(100, 5000);
  const plain = alwaysValidDifference(variant, control, OPTIONS);
  const { difference, low, high, strata } = stratifiedDifference([{ variant, control }], OPTIONS);
  close(difference, plain.difference, 'difference');
  close(low, plain.low, 'low');
  close(high, plain.high, 'high');
  assert.equal(strata[0].weight, 1);
});

test('a ramp of identical arms whose base rate halves between splits shows no difference, where pooling shows one', () => {
  // Week 1: 90/10 at 6% in both arms; week 2: 50/50 at 3% in both.
  const strata = [
    { control: arm(540, 9000), variant: arm(60, 1000) },
    { control: arm(150, 5000), variant: arm(150, 5000) },
  ];
  const pooled = alwaysValidDifference(arm(210, 6000), arm(690, 14000), OPTIONS);
  assert.ok(pooled.high < 0, 'pooled, the variant looks worse');
  const { difference, low, high } = stratifiedDifference(strata, OPTIONS);
  close(difference, 0, 'difference');
  assert.ok(low < 0 && high > 0);
});

test('the combination uses Mantel–Haenszel weights and the variance Σw²v/(Σw)², as worked by hand', () => {
  const strata = [
    { control: arm(90, 900), variant: arm(20, 100) }, // 10% vs 20%, w = 900·100/1000 = 90
    { control: arm(25, 500), variant: arm(50, 500) }, // 5% vs 10%, w = 250
  ];
  const { difference, low, high, strata: parts } = stratifiedDifference(strata, OPTIONS);
  close(parts[0].weight, 90 / 340, 'first weight');
  close(parts[1].weight, 250 / 340, 'second weight');
  close(parts[0].difference, 0.1, 'first difference');
  close(difference, (90 * 0.1 + 250 * 0.05) / 340, 'combined difference');
  const v1 = (0.2 * 0.8) / 100 + (0.1 * 0.9) / 900;
  const v2 = (0.1 * 0.9) / 500 + (0.05 * 0.95) / 500;
  const half = alwaysValidHalfWidth((90 * 90 * v1 + 250 * 250 * v2) / (340 * 340), OPTIONS);
  close(high - difference, half, 'upper half-width');
  close(difference - low, half, 'lower half-width');
  close(parts[1].high - parts[1].difference, alwaysValidHalfWidth(v2, OPTIONS), 'a stratum’s own half-width');
});

test('a stratum with an empty arm contributes nothing, and a stratum with no successes still has a width', () => {
  const kept = { control: arm(0, 400), variant: arm(0, 400) };
  const alone = stratifiedDifference([kept], OPTIONS);
  assert.equal(alone.difference, 0);
  assert.ok(alone.high > 0 && alone.low < 0, 'no successes yet: an interval around 0, not a point');
  const withEmpty = stratifiedDifference([{ control: arm(30, 300), variant: arm(0, 0) }, kept], OPTIONS);
  assert.deepEqual({ ...withEmpty, strata: undefined }, { ...alone, strata: undefined });
  assert.equal(withEmpty.strata[0].weight, 0);
  assert.ok(Number.isNaN(withEmpty.strata[0].difference));
});

test('nothing to compare: NaN, not a verdict', () => {
  const { difference, low, high, strata } = stratifiedDifference([{ control: arm(3, 10), variant: arm(0, 0) }], OPTIONS);
  assert.ok([difference, low, high].every(Number.isNaN));
  assert.equal(strata.length, 1);
  assert.ok(Number.isNaN(stratifiedDifference([], OPTIONS).difference));
});
