import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { COLLECTOR_PATH, fieldEventLogFromNow } from '../support/field-event-log';
import { expect, test } from '../support/site-test';

// The collector in deploy/nginx: it takes the schema's batches, answers at once, and refuses anything
// else with the right status. A refused batch (400) leaves one line saying only why, for the read-outs to count;
// other refused requests, which no page of the site sends, leave nothing.

const { batchParam, maxRequestTargetBytes } = FIELD_EVENTS.wire;

function batch(events: object[] = [{ name: 'conversion', action: 'try-out-free' }]) {
  return {
    v: FIELD_EVENTS.schemaVersion,
    page: { pageLoad: '0f8fad5b-d9cb-469f-a165-70867728950e', shellRelease: '0.1.0', experiments: { pricing: 'annual-first' } },
    events: events.map((event) => ({ time: Date.now(), route: '/', remote: 'landing', remoteRelease: '0.1.0', ...event })),
  };
}
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const target = (value: string) => `${COLLECTOR_PATH}?${batchParam}=${value}`;

test('a batch of the schema is taken at once (204) and each event becomes a line of the log', async ({ request }) => {
  const log = fieldEventLogFromNow();
  const response = await request.post(
    target(
      encoded(
        batch([
          { name: 'conversion', action: 'try-out-free' },
          { name: 'conversion', action: 'book-a-demo' },
        ]),
      ),
    ),
  );
  expect(response.status()).toBe(204);
  expect(response.headers()['cache-control']).toBe('no-store');
  await log.waitFor({ name: 'conversion', action: 'book-a-demo' });
  expect(log.events().map((event) => [event.action, event.experiments, event.receivedAt !== undefined])).toEqual([
    ['try-out-free', { pricing: 'annual-first' }, true],
    ['book-a-demo', { pricing: 'annual-first' }, true],
  ]);
});

test.describe('refused, and nothing of them logged', () => {
  let log: ReturnType<typeof fieldEventLogFromNow>;
  test.beforeEach(() => {
    log = fieldEventLogFromNow();
  });
  test.afterEach(async ({ request }) => {
    // A good batch after the refused one: once it is in, the refused one would be too, had it been logged.
    await request.post(target(encoded(batch([{ name: 'conversion', action: 'schedule-demo' }]))));
    await log.waitFor({ name: 'conversion', action: 'schedule-demo' });
    const events = log.events();
    expect(events.filter((event) => event.name !== 'refused').map((event) => event.action)).toEqual(['schedule-demo']);
    // A refused batch's line holds when, and why: nothing of the batch.
    for (const refused of events.filter((event) => event.name === 'refused')) {
      expect(Object.keys(refused)).toEqual(['schema', 'receivedAt', 'name', 'reason']);
    }
  });

  test('a wrong method: 405, and POST named as the one allowed', async ({ request }) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await request.fetch(target(encoded(batch())), { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe('POST');
    }
  });

  test('a request longer than a batch may be: 414', async ({ request }) => {
    const response = await request.post(target('A'.repeat(maxRequestTargetBytes)));
    expect(response.status()).toBe(414);
  });

  test('a body, which the format never has: 413', async ({ request }) => {
    const response = await request.post(target(encoded(batch())), { data: 'name=Jane&email=jane@example.com' });
    expect(response.status()).toBe(413);
  });

  test('a malformed payload: 400', async ({ request }) => {
    for (const payload of [
      'not*base64',
      encoded('a string'),
      Buffer.from('{"v":1,').toString('base64url'),
      encoded({ ...batch(), v: FIELD_EVENTS.schemaVersion + 1 }),
      encoded(batch([{ name: 'page-view' }])),
      encoded(batch([{ name: 'conversion', action: 'try-out-free', email: 'jane@example.com' }])),
      encoded(batch([{ name: 'conversion', action: 'try-out-free', route: '/pricing?email=jane@example.com' }])),
    ]) {
      const response = await request.post(target(payload));
      expect(response.status(), payload).toBe(400);
    }
    expect((await request.post(COLLECTOR_PATH)).status(), 'no batch at all').toBe(400);
    await expect
      .poll(() => log.events().map((event) => event.reason))
      .toEqual(['malformed', 'malformed', 'malformed', 'version', 'schema', 'schema', 'schema', 'malformed']);
  });

  test("another site's page: 403", async ({ request }) => {
    const response = await request.post(target(encoded(batch())), { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status()).toBe(403);
  });
});
