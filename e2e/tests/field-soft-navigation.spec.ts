import { afterPressPresented, fieldEventLogFromNow, leavePage } from '../support/field-event-log';
import { expect, test } from '../support/site-test';

// A visit that reaches a route by a link inside the site is that route's too: where the browser reports soft
// navigations (Chromium from 151), its vitals are measured for the route it went to and blamed on that route's remote.

test('following the Pricing link from the home page reports vitals for /pricing, where the browser reports soft navigations', async ({
  page,
}) => {
  const log = fieldEventLogFromNow();
  await page.goto('/');
  const [ttfb] = await log.waitFor({ name: 'vital', metric: 'TTFB' });
  const softNavigations = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('soft-navigation'));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await afterPressPresented(page);
  await leavePage(page);

  if (softNavigations) {
    const [lcp] = await log.waitFor({ name: 'vital', metric: 'LCP', route: '/pricing' });
    expect(lcp).toMatchObject({ pageLoad: ttfb!.pageLoad, remote: 'pricing', attributedTo: 'pricing' });
  } else {
    await log.waitFor({ name: 'vital', metric: 'LCP' });
    expect(log.events().filter((event) => event.name === 'vital' && event.route !== '/')).toEqual([]);
  }
});
