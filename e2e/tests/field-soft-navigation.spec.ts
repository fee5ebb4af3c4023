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
  if (softNavigations) {
    // The browser reports a soft navigation, and measures it, only once the new route's paint has been presented: on a
    // busy machine that can come after the frames above, and a visitor who left before it had no soft navigation.
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('soft-navigation').map((entry) => new URL(entry.name).pathname)), {
        message: 'the browser reported the soft navigation to /pricing',
      })
      .toContain('/pricing');
  }
  await leavePage(page);

  if (softNavigations) {
    const [lcp] = await log.waitFor({ name: 'vital', metric: 'LCP', route: '/pricing' });
    expect(lcp).toMatchObject({ pageLoad: ttfb!.pageLoad, remote: 'pricing', attributedTo: 'pricing' });
  } else {
    await log.waitFor({ name: 'vital', metric: 'LCP' });
    expect(log.events().filter((event) => event.name === 'vital' && event.route !== '/')).toEqual([]);
  }
});
