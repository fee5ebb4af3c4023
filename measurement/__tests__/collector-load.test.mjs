// Pages stay fast while the collector is busy: the bench's collector load test (measurement/bench/collector-load.mjs),
// short, on real nginx rendered for a checkout (ports SITE_PORT_BASE + 70 onward, its idle twin + 90 onward, a twin
// that cannot read its page + 110 onward), with a stand-in page.
import { chmodSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { COLLECTOR_LIMITS } from '@callvera/deploy-config/collector-limits';
import { describeCollectorLoad, measureCollectorLoad } from '../bench/collector-load.mjs';
import { startNginx } from '@callvera/deploy-config/testing/running-nginx';

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

test('a twin that cannot answer the page (its files unreadable to nginx’s user: 403) is named, with its status and path', async () => {
  const unreadable = await startNginx({ portOffset: 110 });
  try {
    chmodSync(path.join(unreadable.siteRoot, 'shell/dist/index.html'), 0o000);
    await assert.rejects(measureCollectorLoad({ busy, twin: unreadable, connections: 2, seconds: 1, rounds: 1 }), (error) => {
      assert.match(
        error.message,
        new RegExp(
          `^collector load: the idle twin never answered ${unreadable.origin}/ with 200 \\(status 403 ×\\d+\\) \\(403: can nginx's worker user read the site's files\\?\\): no page latency to measure$`,
        ),
      );
      return true;
    });
  } finally {
    await unreadable.stop();
  }
});
