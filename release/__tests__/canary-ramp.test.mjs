import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canaryDecision, checkedRamp, DEFAULT_RAMP } from '../canary-ramp.mjs';

const evidence = (verdict) => ({ verdict, reason: `because ${verdict}` });

test('ready: the next step of the ramp, and at its last the canary becomes the stable release', () => {
  assert.deepEqual(DEFAULT_RAMP, [5, 25, 50, 100]);
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 5 }, evidence('ready')), {
    action: 'step',
    share: 25,
    reason: 'because ready',
  });
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 25 }, evidence('ready')).share, 50);
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 50 }, evidence('ready')), {
    action: 'promote',
    share: 100,
    reason: 'because ready',
  });
  // A share the team chose off the ramp goes on to the ramp's next share above it; a ramp that stops short of 100%
  // promotes from its last.
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 10 }, evidence('ready')).share, 25);
  assert.equal(canaryDecision({ ramp: [10, 30], share: 30 }, evidence('ready')).action, 'promote');
});

test('regressed: rolled back to 0%; keep watching: it waits', () => {
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 25 }, evidence('regressed')), {
    action: 'rollback',
    share: 0,
    reason: 'because regressed',
  });
  assert.deepEqual(canaryDecision({ ramp: DEFAULT_RAMP, share: 25 }, evidence('keep-watching')), {
    action: 'wait',
    reason: 'because keep-watching',
  });
});

test('a ramp that does not rise, or a verdict it does not know, is refused with a message', () => {
  assert.throws(() => checkedRamp([5, 5, 100]), /ramp: 5, 5, 100 does not rise step by step/);
  assert.throws(() => checkedRamp([0, 50]), /ramp: 0 is not a share above 0 and at most 100/);
  assert.throws(() => checkedRamp([]), /a ramp needs at least one share/);
  assert.throws(() => canaryDecision({ ramp: DEFAULT_RAMP, share: 5 }, evidence('fine')), /evidence: "fine" is not a verdict/);
});
