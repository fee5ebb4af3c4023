// `npm test`'s steps (scripts/timed-steps.sh): steps run in the background are counted when they pass, stop the run
// naming themselves when they fail, and never outlive a run that stops.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const timedSteps = fileURLToPath(new URL('../timed-steps.sh', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'timed-steps-'));

/** A run of `steps` (bash, after timed-steps.sh is sourced, as test-all.sh does), with its output and exit status. */
function run(steps) {
  const script = path.join(folder, 'run.sh');
  writeFileSync(script, `set -Eeuo pipefail\nsource '${timedSteps}'\ntrap stop_background EXIT\n${steps}\n`);
  const { status, stdout, stderr } = spawnSync('bash', [script], { encoding: 'utf8', timeout: 30_000 });
  return { status, output: stdout + stderr };
}

const running = (marker) => spawnSync('pgrep', ['-f', marker]).status === 0;

test('background steps run at the lowest priority and are counted with the others once they pass', () => {
  const { status, output } = run(`in_background "Lint" "sleep 0.2" "Policy" "chrt -p 0"\nstep "Browser" sleep 0.5\nsteps_done`);
  assert.equal(status, 0, output);
  assert.match(output, /current scheduling policy: SCHED_IDLE/);
  assert.match(output, /✓ Lint took \d\d:\d\d/);
  assert.match(output, /^ {2}\d\d:\d\d {2}Lint \(in the background\)$/m);
  assert.match(output, /^ {2}\d\d:\d\d {2}Browser$/m);
});

test('a background step that fails stops the run at the next step, naming itself', () => {
  const { status, output } = run(
    `in_background "Typecheck" "false"\nstep "Bucket" sleep 0.3\nstep "End-to-end" echo end-to-end ran\nsteps_done`,
  );
  assert.equal(status, 1, output);
  assert.match(output, /✗ Typecheck failed \(exit 1\)/);
  assert.match(output, /npm test failed after/);
  assert.doesNotMatch(output, /end-to-end ran/);
});

test('a background step that fails after the last step fails the run as it ends', () => {
  const failsLate = path.join(folder, 'fails-late.sh');
  writeFileSync(failsLate, 'sleep 0.5; exit 3\n');
  const { status, output } = run(`in_background "Unit tests" "bash ${failsLate}"\nstep "Bucket" true\nsteps_done`);
  assert.equal(status, 3, output);
  assert.match(output, /✗ Unit tests failed \(exit 3\)/);
  assert.doesNotMatch(output, /npm test took/);
});

test('a run stopped by a failing step stops its background steps too', () => {
  const marker = `sleep 41.${process.pid}`;
  const failsLate = path.join(folder, 'fails-later.sh');
  writeFileSync(failsLate, 'sleep 0.5; exit 1\n');
  const { status, output } = run(`in_background "Lint" "${marker}"\nstep "End-to-end" bash ${failsLate}`);
  assert.equal(status, 1, output);
  assert.match(output, /✗ End-to-end failed/);
  assert.equal(running(marker), false, `${marker} outlived the run`);
});
