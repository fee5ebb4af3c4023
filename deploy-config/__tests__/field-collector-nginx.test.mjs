// The collector as nginx runs it (deploy/nginx rendered for a checkout, in a real nginx with its njs module):
// each client's rate limit, the registry's remotes, the day's file and its cap. Ports: SITE_PORT_BASE + 60 onward.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import { COLLECTOR_LIMITS } from '../collector-limits.mjs';
import { fieldEventLogOfDay } from '@callvera/shared/registry/field-event-log';
import { startNginx, validBatch } from './support/running-nginx.mjs';

const { burst, rate } = COLLECTOR_LIMITS.perClient;

/** Sends `count` batches one after another as `client`; returns the statuses. */
async function flood(nginx, client, count) {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await nginx.post(validBatch(), client)).status);
  return statuses;
}
const counts = (statuses) =>
  Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]));

describe('nginx as rendered for a checkout', () => {
  let nginx;
  before(async () => {
    nginx = await startNginx({ portOffset: 60 });
  });
  after(() => nginx?.stop());

  test('a client past its burst gets 429 and nothing of its batches is written; other clients are not held back', async () => {
    const before = (await nginx.lines()).length;
    // Sent back to back, far faster than the rate: the burst passes, and what the rate refilled meanwhile.
    const started = performance.now();
    const statuses = await flood(nginx, '203.0.113.10', burst + 30);
    const refilled = Math.ceil((rate * (performance.now() - started)) / 1000);
    const taken = statuses.filter((status) => status === 204).length;
    assert.ok(taken >= burst + 1 && taken <= burst + 1 + refilled, `taken ${taken} of ${JSON.stringify(counts(statuses))}`);
    assert.deepEqual(Object.keys(counts(statuses)).sort(), ['204', '429']);
    assert.deepEqual(statuses.slice(0, burst + 1), Array(burst + 1).fill(204), 'the burst is taken whole, first');
    assert.equal((await nginx.lines()).length - before, taken, 'one line per batch taken, none for a 429');

    assert.equal((await nginx.post(validBatch(), '203.0.113.11')).status, 204, 'the next address along is another client');
  });

  test('an IPv6 client is its /64: a visitor cannot step round the limit by changing the address inside its network', async () => {
    // Each batch from another address of one /64: they share one limit.
    const started = performance.now();
    const statuses = [];
    for (let i = 0; i < burst + 30; i += 1) statuses.push((await nginx.post(validBatch(), `2001:db8:5:7::${(i + 1).toString(16)}`)).status);
    const refilled = Math.ceil((rate * (performance.now() - started)) / 1000);
    const taken = statuses.filter((status) => status === 204).length;
    assert.ok(taken >= burst + 1 && taken <= burst + 1 + refilled, `taken ${taken} of ${JSON.stringify(counts(statuses))}`);
    assert.equal((await nginx.post(validBatch(), '2001:db8:5:8::1')).status, 204, 'the next /64 is another client');
  });

  test('a remote the registry does not hold is refused (400) and leaves only the refused line; a variant it does not list is taken', async () => {
    const before = (await nginx.lines()).length;
    const madeUp = validBatch();
    madeUp.events[0].remote = 'checkout';
    const response = await nginx.post(madeUp, '203.0.113.20');
    assert.equal(response.status, 400);
    assert.match(await response.text(), /remote is not a remote of the site/);
    const newVariant = validBatch();
    newVariant.page.experiments = { pricing: 'monthly-first' };
    assert.equal((await nginx.post(newVariant, '203.0.113.20')).status, 204);
    const written = (await nginx.lines()).slice(before);
    assert.deepEqual(
      written.map((line) => [line.name, line.reason ?? line.experiments.pricing]),
      [
        ['refused', 'schema'],
        ['conversion', 'monthly-first'],
      ],
    );
  });

  test('each batch goes into the file of the UTC day it was received, named for it', async () => {
    const response = await nginx.post(validBatch(2), '203.0.113.30');
    assert.equal(response.status, 204);
    const lines = await nginx.lines();
    const last = lines.at(-1);
    assert.deepEqual(nginx.dayFiles(), [fieldEventLogOfDay(last.receivedAt)]);
    assert.equal(lines.filter((line) => line.receivedAt === last.receivedAt).length, 2, 'both events of the batch');
  });

  test('a page is not rate limited', async () => {
    const statuses = await Promise.all(Array.from({ length: burst * 2 }, () => fetch(`${nginx.origin}/`).then((r) => r.status)));
    assert.deepEqual(counts(statuses), { 200: burst * 2 });
  });
});

describe('a day’s file at its cap', () => {
  const cap = 6_000;
  let nginx;
  before(async () => {
    nginx = await startNginx({ portOffset: 60, dayCapBytes: cap });
  });
  after(() => nginx?.stop());

  test('is written no further that day: batches get 503, nothing is written, and the error log says so once (once per worker at most)', async () => {
    const statuses = [];
    // nginx writes a batch after answering it: each next batch goes once the last is written, so the batch that fills
    // the file reads its size as it is and says so (two racing the fill may each read the old size; left unchecked).
    const written = () => nginx.dayFiles().reduce((sum, name) => sum + statSync(path.join(nginx.logs, name)).size, 0);
    // Many clients, so no rate limit is what stops them.
    for (let i = 0; i < 40; i += 1) {
      const before = written();
      const { status } = await nginx.post(validBatch(4), `192.0.2.${i + 1}`);
      statuses.push(status);
      for (const until = Date.now() + 2_000; status === 204 && written() === before && Date.now() < until;) await delay(10);
    }
    const [file] = nginx.dayFiles();
    const size = statSync(path.join(nginx.logs, file)).size;
    const firstRefused = statuses.indexOf(503);
    assert.ok(firstRefused > 0, JSON.stringify(statuses));
    assert.deepEqual(statuses.slice(firstRefused), Array(statuses.length - firstRefused).fill(503), 'none taken after the first 503');
    assert.ok(size >= cap, `${size} bytes`);
    // worker_processes auto: a worker per core, and each may take one batch on the size before the file filled.
    const workers = availableParallelism();
    assert.ok(size < cap + workers * 4 * 400, `passes the cap by one batch per worker at most: ${size} bytes`);
    assert.equal((await nginx.lines()).length, firstRefused * 4, 'whole batches only');

    // A refused batch's line is not written either, and nothing else grows.
    assert.equal((await nginx.post('not a batch', '192.0.2.200')).status, 400);
    assert.equal(statSync(path.join(nginx.logs, file)).size, size);
    const said = nginx.errorLog().match(/reached its cap of 6000 bytes/g)?.length ?? 0;
    assert.ok(said >= 1 && said <= workers, `said once, or once per worker taking a batch as it filled: ${said}\n${nginx.errorLog()}`);
  });
});
