import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';

// Both collectors run the registry's checks (shared/registry/field-event-lines.js), as rendered into
// deploy/. Here each runs as its host would run it, on the same requests: nginx's njs module with a
// request object shaped like njs's, and the CloudFront Function with a viewer-request event.

const root = fileURLToPath(new URL('../..', import.meta.url));
const deployed = (file) => readFileSync(path.join(root, 'deploy', file), 'utf8');
const { collectorPath, batchParam, maxRequestTargetBytes } = FIELD_EVENTS.wire;

const goodBatch = {
  v: FIELD_EVENTS.schemaVersion,
  page: { pageLoad: '0f8fad5b-d9cb-469f-a165-70867728950e', shellRelease: '0.1.0', experiments: { pricing: 'annual-first' } },
  events: [
    {
      name: 'exposure',
      time: 1795478400000,
      route: '/pricing',
      remote: 'pricing',
      remoteRelease: '0.1.0',
      experiment: 'pricing',
      variant: 'annual-first',
      fellBack: false,
      forced: false,
      weights: { control: 50, 'annual-first': 50 },
    },
  ],
};
const failure = (failedRemote) => ({
  name: 'remote-failure',
  time: 1795478400000,
  route: '/',
  remote: 'landing',
  remoteRelease: '0.1.0',
  failedRemote,
  failedRelease: '0.3.0',
  failure: 'down',
  retried: false,
  recovered: false,
});
const vital = (attribution) => ({
  name: 'vital',
  time: 1795478400000,
  route: '/',
  remote: 'landing',
  remoteRelease: '0.1.0',
  id: 'v5-1795478400000-1234567890123',
  metric: 'INP',
  value: 320,
  rating: 'needs-improvement',
  ...attribution,
});
const conversion = (exposedOn) => ({
  name: 'conversion',
  time: 1795478400000,
  route: '/pricing',
  remote: 'pricing',
  remoteRelease: '0.1.0',
  action: 'get-started',
  firstFor: { pricing: 'annual-first' },
  exposedOn,
});
const encoded = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** The same request, as each collector sees it. */
const requests = {
  good: { method: 'POST', batch: encoded(goodBatch) },
  'wrong method': { method: 'GET', batch: encoded(goodBatch) },
  oversized: { method: 'POST', batch: 'A'.repeat(maxRequestTargetBytes) },
  'with a body': { method: 'POST', batch: encoded(goodBatch), contentLength: '42' },
  'from another site': { method: 'POST', batch: encoded(goodBatch), fetchSite: 'cross-site' },
  'not base64url': { method: 'POST', batch: 'a+b/c=' },
  'not JSON': { method: 'POST', batch: encoded('{"v":1,') },
  'another schema version': { method: 'POST', batch: encoded({ ...goodBatch, v: FIELD_EVENTS.schemaVersion + 1 }) },
  'an unknown event': { method: 'POST', batch: encoded({ ...goodBatch, events: [{ ...goodBatch.events[0], name: 'page-view' }] }) },
  'a field the schema does not name': {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [{ ...goodBatch.events[0], email: 'jane@example.com' }] }),
  },
  'a path that is no route': {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [{ ...goodBatch.events[0], route: '/pricing?utm=x' }] }),
  },
  'no batch': { method: 'POST' },
  // Remote names change only with a shell build, which re-renders the collectors: one the registry lacks is made up.
  'a remote the registry does not hold': {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [{ ...goodBatch.events[0], remote: 'checkout', experiment: 'checkout' }] }),
  },
  "a remote that is not its route's": {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [{ ...goodBatch.events[0], route: '/privacy-policy' }] }),
  },
  'an experiment named after no remote': {
    method: 'POST',
    batch: encoded({ ...goodBatch, page: { ...goodBatch.page, experiments: { checkout: 'annual-first' } } }),
  },
  'a failure of a remote the registry does not hold': { method: 'POST', batch: encoded({ ...goodBatch, events: [failure('checkout')] }) },
  // Variants are added by the growth team with no shell build: the collectors take any well-formed name.
  'a variant the registry does not list': {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [{ ...goodBatch.events[0], variant: 'monthly-first' }] }),
  },
  "a vital blamed on the shell's own code": {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [vital({ attributedTo: 'shell', attributedRelease: '0.1.0' })] }),
  },
  'a vital blamed on a remote the registry does not hold': {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [vital({ attributedTo: 'checkout', attributedRelease: '0.1.0' })] }),
  },
  "a conversion naming its visitor's day of exposure": {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [conversion({ pricing: '2026-11-03' })] }),
  },
  // A day is a UTC calendar day, nothing finer: a time would tell one visitor from another.
  'a day of exposure that is a time': {
    method: 'POST',
    batch: encoded({ ...goodBatch, events: [conversion({ pricing: '2026-11-03T10:15' })] }),
  },
};
const expected = {
  good: 204,
  'wrong method': 405,
  oversized: 414,
  'with a body': 413,
  'from another site': 403,
  'not base64url': 400,
  'not JSON': 400,
  'another schema version': 400,
  'an unknown event': 400,
  'a field the schema does not name': 400,
  'a path that is no route': 400,
  'no batch': 400,
  'a remote the registry does not hold': 400,
  "a remote that is not its route's": 400,
  'an experiment named after no remote': 400,
  'a failure of a remote the registry does not hold': 400,
  'a variant the registry does not list': 204,
  "a vital blamed on the shell's own code": 204,
  'a vital blamed on a remote the registry does not hold': 400,
  "a conversion naming its visitor's day of exposure": 204,
  'a day of exposure that is a time': 400,
};

/** The kind of refusal each 400 is logged as. */
const refusedAs = {
  'not base64url': 'malformed',
  'not JSON': 'malformed',
  'no batch': 'malformed',
  'another schema version': 'version',
  'an unknown event': 'schema',
  'a field the schema does not name': 'schema',
  'a path that is no route': 'schema',
  'a remote the registry does not hold': 'schema',
  "a remote that is not its route's": 'schema',
  'an experiment named after no remote': 'schema',
  'a failure of a remote the registry does not hold': 'schema',
  'a vital blamed on a remote the registry does not hold': 'schema',
  'a day of exposure that is a time': 'schema',
};

/**
 * nginx's module, loaded as njs loads it, with the day's log files (name → size) standing in for its folder and
 * `now` for the clock.
 */
function nginxModule({ files = {}, now } = {}) {
  const RealDate = Date;
  const FixedDate =
    now === undefined
      ? Date
      : class extends RealDate {
          constructor(...args) {
            super(...(args.length ? args : [now]));
          }
        };
  const fs = {
    statSync(file) {
      if (!(file in files)) throw Object.assign(new Error('No such file or directory'), { code: 'ENOENT' });
      return { size: files[file] };
    },
  };
  const sandbox = { Buffer, Date: FixedDate, fs };
  const source = deployed('nginx/field-events.js')
    .replace(/^import fs from 'fs';$/m, '')
    .replace(/^export default .*$/m, 'this.collect = collect; this.client = client;');
  vm.runInNewContext(source, sandbox);
  return sandbox;
}

const LOG_DIR = '/var/log/nginx';

/** nginx's module, run on an object shaped like njs's request; returns the status and what its access_log would write. */
function nginxAnswers({ method, batch, contentLength, fetchSite }, { files, now, dayCap = '2147483648' } = {}) {
  const target = batch === undefined ? collectorPath : `${collectorPath}?${batchParam}=${batch}`;
  const errors = [];
  const request = {
    method,
    args: batch === undefined ? {} : { [batchParam]: batch },
    headersIn: { ...(contentLength ? { 'Content-Length': contentLength } : {}), ...(fetchSite ? { 'Sec-Fetch-Site': fetchSite } : {}) },
    headersOut: {},
    variables: {
      request_uri: target,
      field_event_lines: '',
      field_event_day: '',
      field_event_log_dir: LOG_DIR,
      field_event_day_cap: dayCap,
    },
    status: 0,
    return(status) {
      this.status = status;
    },
    error(message) {
      errors.push(message);
    },
  };
  nginxModule({ files, now }).collect(request);
  return {
    status: request.status,
    headers: request.headersOut,
    logged: request.variables.field_event_lines,
    day: request.variables.field_event_day,
    errors,
  };
}

/** CloudFront's function, run on a viewer-request event. */
function cloudFrontAnswers({ method, batch, contentLength, fetchSite }) {
  const sandbox = { Buffer };
  vm.runInNewContext(`${deployed('cdn/event-collector.js')}\nthis.handler = handler;`, sandbox);
  const headers = {
    ...(contentLength ? { 'content-length': { value: contentLength } } : {}),
    ...(fetchSite ? { 'sec-fetch-site': { value: fetchSite } } : {}),
  };
  const response = sandbox.handler({
    request: { method, uri: collectorPath, querystring: batch === undefined ? {} : { [batchParam]: { value: batch } }, headers },
  });
  return { status: response.statusCode, headers: response.headers };
}

for (const [kind, request] of Object.entries(requests)) {
  test(`both collectors answer a request ${kind === 'good' ? 'of the schema' : kind} with ${expected[kind]}`, () => {
    const nginx = nginxAnswers(request);
    assert.equal(nginx.status, expected[kind], 'nginx');
    assert.equal(cloudFrontAnswers(request).status, expected[kind], 'CloudFront');
    assert.equal(nginx.headers['Cache-Control'], 'no-store');
    if (expected[kind] === 400) {
      // A refused batch leaves a line saying only why, so a read-out can count what it never saw.
      const line = JSON.parse(nginx.logged);
      assert.deepEqual(Object.keys(line), ['schema', 'receivedAt', 'name', 'reason']);
      assert.deepEqual([line.name, line.reason], ['refused', refusedAs[kind]]);
    } else if (expected[kind] !== 204) assert.equal(nginx.logged, '', 'a request no page sends is not logged');
  });
}

test('a wrong method is told the one allowed', () => {
  assert.equal(nginxAnswers(requests['wrong method']).headers.Allow, 'POST');
  assert.equal(cloudFrontAnswers(requests['wrong method']).headers.allow.value, 'POST');
});

test('nginx logs a batch as one line per event, with the page load’s fields and the time received', () => {
  const { logged } = nginxAnswers(requests.good);
  const lines = logged.split('\n').map((line) => JSON.parse(line));
  assert.equal(lines.length, 1);
  assert.deepEqual(Object.keys(lines[0]), [
    'schema',
    'receivedAt',
    'pageLoad',
    'shellRelease',
    'experiments',
    'name',
    'time',
    'route',
    'remote',
    'remoteRelease',
    'experiment',
    'variant',
    'fellBack',
    'forced',
    'weights',
  ]);
  assert.equal(lines[0].time, '2026-11-24T00:00:00.000Z');
  assert.match(lines[0].receivedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});

test('the site config sends events to the path the collectors answer', () => {
  const config = JSON.parse(readFileSync(path.join(root, 'shared/site-config.json'), 'utf8'));
  assert.equal(config.fieldEvents.path, collectorPath);
  assert.match(deployed('nginx/callvera-site.conf'), new RegExp(`location = ${collectorPath} \\{`));
  const behaviour = JSON.parse(deployed('cdn/shell-distribution.json')).CacheBehaviors.Items[0];
  assert.equal(behaviour.PathPattern, collectorPath);
  assert.ok(behaviour.AllowedMethods.Items.includes('POST'));
});

test("nginx writes a batch into the file of the UTC day it received it, whatever the visitor's clock says", () => {
  const lastMoment = Date.parse('2026-11-24T23:59:59.999Z');
  assert.equal(nginxAnswers(requests.good, { now: lastMoment }).day, '2026-11-24');
  assert.equal(nginxAnswers(requests.good, { now: lastMoment + 1 }).day, '2026-11-25');
  const { logged } = nginxAnswers(requests.good, { now: lastMoment + 1 });
  assert.equal(JSON.parse(logged).receivedAt, '2026-11-25T00:00:00.000Z', 'the line and its file agree');
});

test("a day's file at its cap takes nothing more: a batch gets 503, a refused one no line; the next day starts afresh", () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const full = { [`${LOG_DIR}/field-events.log-2026-11-24`]: 1000 };
  const capped = nginxAnswers(requests.good, { now, files: full, dayCap: '1000' });
  assert.deepEqual([capped.status, capped.logged, capped.errors], [503, '', []]);
  const refused = nginxAnswers(requests['not JSON'], { now, files: full, dayCap: '1000' });
  assert.deepEqual([refused.status, refused.logged], [400, '']);
  const nextDay = nginxAnswers(requests.good, { now: Date.parse('2026-11-25T00:00:01Z'), files: full, dayCap: '1000' });
  assert.equal(nextDay.status, 204);
  assert.notEqual(nextDay.logged, '');
});

test('the batch that fills the day’s file is written whole, and says so in the error log once', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const { logged } = nginxAnswers(requests.good, { now });
  const size = 1000 - Buffer.byteLength(logged);
  const filling = nginxAnswers(requests.good, { now, files: { [`${LOG_DIR}/field-events.log-2026-11-24`]: size }, dayCap: '1000' });
  assert.equal(filling.status, 204);
  assert.equal(filling.logged, logged);
  assert.match(filling.errors.join('\n'), /field-events\.log-2026-11-24 reached its cap of 1000 bytes/);
  const before = nginxAnswers(requests.good, { now, files: { [`${LOG_DIR}/field-events.log-2026-11-24`]: size - 2 }, dayCap: '1000' });
  assert.deepEqual(before.errors, []);
});

test('a cap that is not a number of bytes stops the collector with a message naming it', () => {
  const answer = nginxAnswers(requests.good, { dayCap: '2G' });
  assert.equal(answer.status, 500);
  assert.equal(answer.logged, '');
  assert.deepEqual(answer.errors, ['field events: $field_event_day_cap must be a number of bytes, not "2G"']);
});

test('the rate limit counts an IPv4 client by its address and an IPv6 client by its /64', () => {
  const { client } = nginxModule();
  const clientOf = (address) => client({ variables: { remote_addr: address } });
  assert.equal(clientOf('198.51.100.7'), '198.51.100.7');
  assert.equal(clientOf('::ffff:198.51.100.7'), '198.51.100.7', 'an IPv4 address written as IPv6');
  for (const address of ['2001:db8:5:7::1', '2001:0db8:0005:0007:ffff:ffff:ffff:ffff', '2001:db8:5:7:1:2:3:4']) {
    assert.equal(clientOf(address), '2001:db8:5:7::/64', address);
  }
  assert.equal(clientOf('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(clientOf('::1'), '0:0:0:0::/64');
  assert.equal(clientOf('64:ff9b::192.0.2.33'), '64:ff9b:0:0::/64');
  assert.notEqual(clientOf('2001:db8:5:8::1'), clientOf('2001:db8:5:7::1'));
});
