import type { Page, Route } from '@playwright/test';
import { editDeployedJson } from '../support/deployed-files';
import { COLLECTOR_PATH, passTheStreamsWaits, requestsToCollector } from '../support/field-event-log';
import { expect, test } from '../support/site-test';

// Field events never cost a visitor anything: a collector in trouble, or a bad setting, changes nothing
// they can see or do. Runs on either server: the collector is stood in for here. The stream's waits pass on the page's
// clock (passTheStreamsWaits).

/** What the page itself says in the console; the browser's own line about a failed request is not the page's. */
function pageConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!message.text().startsWith('Failed to load resource')) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

async function getStartedWithPro(page: Page) {
  await page.route('https://app.callvera.ai/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Sign up</p>' }));
  await page.getByRole('radio', { name: 'Annual (Save 11%)' }).check();
  await page.getByRole('list', { name: 'Annual plans' }).getByRole('link', { name: 'Get Started with Pro' }).click();
  await expect(page.getByText('Sign up')).toBeVisible();
}

const troubles: [string, (route: Route) => Promise<void>][] = [
  ['is down', (route) => route.abort('connectionrefused')],
  ['answers 500', (route) => route.fulfill({ status: 500, body: '' })],
];

for (const [trouble, answer] of troubles) {
  test(`a collector that ${trouble} is asked once per page load, and the visitor notices nothing`, async ({ page, pageErrors }) => {
    const asked: string[] = [];
    await page.route(`**${COLLECTOR_PATH}?*`, (route) => {
      asked.push(route.request().url());
      return answer(route);
    });
    const messages = pageConsole(page);
    await page.clock.install();
    await page.goto('/pricing');
    await passTheStreamsWaits(page);
    await expect.poll(() => asked.length, { message: 'the first batch' }).toBe(1);

    // More events: a press, a conversion, the page being left. None is sent: no retry storm.
    await getStartedWithPro(page);
    expect(asked).toHaveLength(1);
    expect(messages).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('a collector that never answers holds nothing up', async ({ page, pageErrors }) => {
  const asked: string[] = [];
  await page.route(`**${COLLECTOR_PATH}?*`, (route) => void asked.push(route.request().url()));
  const messages = pageConsole(page);
  await page.clock.install();
  await page.goto('/pricing');
  await passTheStreamsWaits(page);
  await expect.poll(() => asked.length, { message: 'the first batch' }).toBe(1);
  await page.getByRole('textbox', { name: 'Expected minutes per month' }).fill('2500');
  await expect(page.getByText('Cheapest plan', { exact: true })).toBeVisible();
  await getStartedWithPro(page);
  expect(messages).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a malformed fieldEvents setting switches events off, with the reason in the console', async ({ page }) => {
  const restore = editDeployedJson<Record<string, unknown>>('site-config.json', (config) => ({
    ...config,
    fieldEvents: { path: '/events', sampleRate: 2 },
  }));
  try {
    const sent = requestsToCollector(page);
    const warned = page.waitForEvent('console', (message) => message.text().startsWith('Field events are off'));
    await page.goto('/pricing');
    expect((await warned).text()).toBe('Field events are off: "fieldEvents.sampleRate" must be a number from 0 to 1');
    await getStartedWithPro(page);
    expect(sent).toEqual([]);
  } finally {
    restore();
  }
});
