import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';

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
};

/** nginx's module, run on an object shaped like njs's request; returns the status and what its access_log would write. */
function nginxAnswers({ method, batch, contentLength, fetchSite }) {
  const sandbox = { Buffer };
  vm.runInNewContext(deployed('nginx/field-events.js').replace(/^export default .*$/m, 'this.collect = collect;'), sandbox);
  const target = batch === undefined ? collectorPath : `${collectorPath}?${batchParam}=${batch}`;
  const request = {
    method,
    args: batch === undefined ? {} : { [batchParam]: batch },
    headersIn: { ...(contentLength ? { 'Content-Length': contentLength } : {}), ...(fetchSite ? { 'Sec-Fetch-Site': fetchSite } : {}) },
    headersOut: {},
    variables: { request_uri: target, field_event_lines: '' },
    status: 0,
    return(status) {
      this.status = status;
    },
  };
  sandbox.collect(request);
  return { status: request.status, headers: request.headersOut, logged: request.variables.field_event_lines };
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
