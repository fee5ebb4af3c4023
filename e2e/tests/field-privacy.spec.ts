import type { Page } from '@playwright/test';
import { fieldEventLogFromNow, leavePage, passTheStreamsWaits, requestsToCollector } from '../support/field-event-log';
import { expect, test } from '../support/site-test';

// A visitor who asked not to be tracked is not: nothing reaches the event path, and no link out says which variant they had.

async function visitLikeAnyoneElse(page: Page) {
  await page.clock.install();
  await page.goto('/pricing');
  await page.getByRole('radio', { name: 'Annual (Save 11%)' }).check();
  // As long as the stream would take to load and send a batch, were it running.
  await passTheStreamsWaits(page);
  await page.route('https://app.callvera.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Sign up</p>' }));
  const dashboard = page.waitForRequest((request) => request.url().startsWith('https://app.callvera.ai/'));
  await page.getByRole('list', { name: 'Annual plans' }).getByRole('link', { name: 'Get Started with Pro' }).click();
  return new URL((await dashboard).url());
}

for (const [signal, setUp] of [
  [
    'Global Privacy Control',
    (page: Page) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })),
  ],
  ['Do Not Track', (page: Page) => page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }))],
] as const) {
  test(`with ${signal} set, no request reaches the event path and links out carry no assignment`, async ({ page }) => {
    await setUp(page);
    const log = fieldEventLogFromNow();
    const sent = requestsToCollector(page);
    const streamCode: string[] = [];
    page.on('request', (request) => request.url().includes('field-stream') && streamCode.push(request.url()));

    const dashboard = await visitLikeAnyoneElse(page);
    await leavePage(page);

    expect(sent).toEqual([]);
    expect(streamCode, 'the stream is not even fetched').toEqual([]);
    expect(dashboard.search).toBe('');
    expect(log.events()).toEqual([]);
  });
}

test('without them, the same visit sends its events (so the checks above can fail)', async ({ page }) => {
  const log = fieldEventLogFromNow();
  const sent = requestsToCollector(page);
  await visitLikeAnyoneElse(page);
  await log.waitFor({ name: 'conversion', action: 'get-started' });
  expect(sent.length).toBeGreaterThan(0);
});
