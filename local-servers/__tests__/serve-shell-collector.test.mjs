// `npm start`'s collector (scripts/serve-shell.mjs) writes the day files nginx writes, and stops at the same cap.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { FIELD_EVENT_LOG, fieldEventLogOfDay } from '@callvera/shared/registry/field-event-log';
import { encoded, validBatch } from '@callvera/deploy-config/testing/running-nginx';
import { freePort } from '@callvera/checkout/free-port';

const script = fileURLToPath(new URL('../serve-shell.mjs', import.meta.url));
const config = fileURLToPath(new URL('../serve-shell.json', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'serve-shell-'));
const logs = path.join(dir, 'logs');
let server;
let origin;

before(async () => {
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist/index.html'), '<!doctype html><title>Callvera</title>');
  const port = await freePort();
  server = spawn(process.execPath, [script, config, String(port), path.join(dir, 'dist'), logs], { stdio: 'ignore' });
  origin = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${origin}/`).then(
      () => true,
      () => false,
    ))
  )
    await sleep(100);
});
after(() => server?.kill());

const post = (batch) => fetch(`${origin}/events?b=${encoded(batch)}`, { method: 'POST' });

test('a batch goes into the file of the UTC day it was received; once that file holds the cap, 503 and nothing written', async () => {
  const today = path.join(logs, fieldEventLogOfDay(new Date().toISOString()));
  assert.equal((await post(validBatch(2))).status, 204);
  assert.equal(readFileSync(today, 'utf8').trim().split('\n').length, 2);

  truncateSync(today, FIELD_EVENT_LOG.dayCapBytes); // as full as the cap, without the disk
  const response = await post(validBatch(2));
  assert.equal(response.status, 503);
  assert.equal(await response.text(), 'the field-event log is full for today\n');
  assert.equal((await post('not a batch')).status, 400, 'a refused batch is still told why');
  assert.equal(statSync(today).size, FIELD_EVENT_LOG.dayCapBytes, 'nothing written, its line neither');
});
