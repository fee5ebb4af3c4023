// Pages stay fast while the collector is busy: the bench's collector load test (scripts/bench/collector-load.mjs),
// short, on real nginx rendered for a checkout (ports SITE_PORT_BASE + 70 onward, its idle twin + 90 onward), with a
// stand-in page.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { COLLECTOR_LIMITS } from '../deploy-config/collector-limits.mjs';
import { describeCollectorLoad, measureCollectorLoad } from '../bench/collector-load.mjs';
import { startNginx } from './support/running-nginx.mjs';

let busy;
let twin;
before(async () => {
  busy = await startNginx({ portOffset: 70 });
  twin = await startNginx({ portOffset: 90 });
});
after(async () => {
  await busy?.stop();
  await twin?.stop();
});

test('with 200 connections of valid batches, a page’s p99 stays within 2× of idle, and no connection is refused', async () => {
  const result = await measureCollectorLoad({ busy, twin, connections: 200, seconds: 3, rounds: 3 });
  const report = describeCollectorLoad(result).join('\n');
  console.log(report);
  assert.ok(result.idle.requests > 500 && result.loaded.requests > 500, `the page was asked for all along\n${report}`);
  assert.ok(result.loaded.p99 <= 2 * result.idle.p99, report);
  assert.equal(result.crowd.refusedConnections, 0, report);
  assert.equal(result.crowd.timeouts, 0, report);
  assert.equal(result.probeFailures, 0, report);
  // Every batch waited its turn under the overall limit (200 at once are within its burst) and was taken whole.
  assert.deepEqual(Object.keys(result.crowd.statuses), ['204'], report);
  assert.ok(result.crowd.takenPerSecond <= COLLECTOR_LIMITS.overall.rate * 1.2, `held to the overall rate\n${report}`);
  assert.ok(result.log.lines >= result.crowd.taken * 4, `each batch taken left its 4 events\n${report}`);
  assert.equal(result.log.lines % 4, 0, 'whole batches only');
  assert.equal(result.log.wholeLines, result.log.lines, 'every line whole');
});
