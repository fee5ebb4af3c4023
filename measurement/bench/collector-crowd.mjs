// A crowd of visitors sending valid batches to the collector, for the collector load test (collector-load.mjs).
// It runs in a process of its own, so its event loop never delays the page probe's timings. Usage: USAGE below.
//
// autocannon (closed loop: each connection sends its next request when the last is answered). Every request
// comes from a new visitor: a random address in X-Forwarded-For, which nginx takes from its front (127.0.0.1), so
// no per-client limit applies and the collector takes every batch it is able to. Each connection reconnects every
// 500 requests (reconnectRate): nginx closes a kept connection after 1,000, and autocannon's latencies go wrong
// once a connection it kept is closed under it.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { answerHelp } from '@callvera/checkout/command-usage';

const USAGE = `usage: node measurement/bench/collector-crowd.mjs <origin> <connections> <seconds>
Prints one JSON line: the answers by status, connection errors by code, and the requests sent.`;
answerHelp(USAGE);
const [origin, connections, seconds] = process.argv.slice(2);
if (!seconds) {
  console.error(USAGE);
  process.exit(2);
}

/** A page load's batch as the site sends it: a conversion and its vitals (4 events). */
function batch() {
  const common = { time: Date.now(), route: '/pricing', remote: 'pricing', remoteRelease: '0.1.0' };
  const vital = (metric, value, id) => ({ name: 'vital', ...common, id, metric, value, rating: 'good' });
  const id = `v5-${Date.now()}-${String(Math.floor(Math.random() * 1e13)).padStart(13, '0')}`;
  const events = [
    { name: 'conversion', ...common, action: 'get-started', plan: 'pro', billing: 'annual' },
    vital('LCP', 820, id),
    vital('FCP', 610, id),
    vital('TTFB', 90, id),
  ];
  const page = { pageLoad: randomUUID(), shellRelease: '0.1.0', experiments: { pricing: 'annual-first' } };
  const encoded = Buffer.from(JSON.stringify({ v: FIELD_EVENTS.schemaVersion, page, events })).toString('base64url');
  return `${FIELD_EVENTS.wire.collectorPath}?${FIELD_EVENTS.wire.batchParam}=${encoded}`;
}
const BATCHES = Array.from({ length: 2000 }, batch);
let sent = 0;
const randomAddress = () => `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}`;

const errorCodes = {};
const instance = autocannon(
  {
    url: origin,
    connections: Number(connections),
    duration: Number(seconds),
    reconnectRate: 500,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: BATCHES[(sent += 1) % BATCHES.length],
          headers: { 'X-Forwarded-For': randomAddress() },
        }),
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(`the crowd could not run: ${error.message}`);
      process.exit(1);
    }
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
    console.log(JSON.stringify({ statuses, errorCodes, errors: result.errors, timeouts: result.timeouts, seconds: result.duration }));
  },
);
instance.on('reqError', (error) => {
  errorCodes[error.code ?? error.message] = (errorCodes[error.code ?? error.message] ?? 0) + 1;
});
