// The take-over figure against pages whose take-over is known: the app's router starts answering a set time after
// the page's script starts, and on one page a long task follows the app's own mark, as hydration's last work can.
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatSpreadTable, targetMisses } from '@callvera/read-outs/report-table';
import { TAKE_OVER_TARGETS, TAKE_OVER_WORST_TARGETS, measureTakeOver, takeOverSample } from '../bench/take-over.mjs';

// Long enough that several taps come before it on a busy 2-core machine, where one tap's round trip can take 200 ms
// (with 600 ms, a CI run's first tap came after the app answered).
const ROUTER_AFTER_MS = 1500;
const LONG_TASK_MS = 500;

/**
 * A page that paints at once and whose "app" marks itself ready and answers a press on its header link after
 * ROUTER_AFTER_MS (timed on the wall clock, which the emulated phone's slower processor leaves alone); with
 * `longTask`, it answers only after a task of LONG_TASK_MS that follows the mark, as when the page says it is
 * ready while the work that lets it answer is still running.
 */
const page = ({ longTask }) => `<!doctype html><html lang="en"><head><title>t</title></head><body>
<header><a href="/other">Other</a></header><main><h1>A page painted at once</h1></main>
<script>
const answerTaps = () =>
  document.querySelector('header a').addEventListener('click', (event) => {
    event.preventDefault();
    history.pushState(null, '', '/other');
  });
setTimeout(() => {
  document.documentElement.setAttribute('data-app-ready', '');
  ${longTask ? `setTimeout(() => { const until = Date.now() + ${LONG_TASK_MS}; while (Date.now() < until); answerTaps(); }, 0);` : 'answerTaps();'}
}, ${ROUTER_AFTER_MS});
</script></body></html>`;

let server;
let origin;
before(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page({ longTask: request.url.startsWith('/long-task') }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${server.address().port}`;
});
after(() => server.close());

test('the take-over is when the app first answers a tap, not when it says it is ready', async () => {
  const results = await measureTakeOver({ origin, routes: ['/', '/long-task'], runs: 1, log: () => {} });
  const plain = results['/'];
  const held = results['/long-task'];
  // A tap every 50 ms or so, each answered once the main thread is free: the figure comes up to a tap (and its round
  // trip to the browser) late. With other browsers busy beside it on 2 cores, that round trip reached 450 ms in a CI
  // run (1947 ms). Reading from the navigation instead of the first paint is held by the arithmetic test below.
  assert.ok(plain.takeOver >= ROUTER_AFTER_MS - 150 && plain.takeOver <= ROUTER_AFTER_MS + 600, `plain page: ${plain.takeOver} ms`);
  assert.ok(plain.taps > 1, `plain page: taps answered by the browser first (${plain.taps})`);
  // Its own mark came at ROUTER_AFTER_MS, before the long task (the mark taken as the take-over would read that); a
  // tap could not be answered until the task ended.
  const answeredAfterTheTask = ROUTER_AFTER_MS + LONG_TASK_MS - 150;
  assert.ok(held.takeOver >= answeredAfterTheTask, `long-task page: ${held.takeOver} ms, not before ${answeredAfterTheTask}`);
});

test('a run is timed from first paint; the median and every run are held to their targets', () => {
  assert.deepEqual(takeOverSample({ fcp: 612.4, answered: 1380.2 }, 9), { fcp: 612, answered: 1380, takeOver: 768, taps: 9 });
  assert.equal(takeOverSample({ fcp: null, answered: 1380 }, 0).takeOver, null);
  const results = { '/': { takeOver: 800, worst: { takeOver: 1000 } }, '/privacy-policy': { takeOver: 801, worst: { takeOver: 1001 } } };
  assert.deepEqual(targetMisses(results, TAKE_OVER_TARGETS), ['/privacy-policy takeOver 801 (target <= 800)']);
  const worst = Object.fromEntries(Object.entries(results).map(([route, value]) => [route, value.worst]));
  assert.deepEqual(targetMisses(worst, TAKE_OVER_WORST_TARGETS), ['/privacy-policy takeOver 1001 (target <= 1000)']);
  assert.match(formatSpreadTable({ '/': { spread: { takeOver: [700, 768, 990] } } }, ['takeOver']), /700 \/ 768 \/ 990/);
});
