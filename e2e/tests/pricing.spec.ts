import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/site-test';
import { axeFindings } from '../support/axe-findings';

interface LinkConfig {
  dashboardUrl: string;
  bookingUrl: string;
}

/** The deployed site config, so the test follows whatever dashboard and booking URLs are configured. */
async function siteLinks(request: APIRequestContext): Promise<LinkConfig> {
  const response = await request.get('/site-config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as LinkConfig;
}

/** Answers an outside host with a small page of our own (the fixture refuses the internet). */
async function stubExternalSite(context: BrowserContext, origin: string, title: string) {
  await context.route(
    (url) => url.origin === origin,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`,
      }),
  );
}

async function openPricing(page: Page) {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
}

const planList = (page: Page) => page.getByRole('list', { name: /plans$/ });

for (const width of [375, 1280]) {
  test(`the whole pricing page shows at ${width} px`, async ({ page, pageErrors }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPricing(page);

    await expect(page.getByText("Choose the plan that's right for your business")).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();

    const cards = planList(page).getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [tier, price] of [
      ['Starter', '$39'],
      ['Pro', '$249'],
      ['Growth', '$629'],
      ['Elite', '$1,249'],
    ] as const) {
      const card = page.getByRole('article', { name: tier });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `Get Started with ${tier}` })).toBeVisible();
    }
    await expect(page.getByRole('article', { name: 'Pro' }).getByText('Most Popular')).toBeVisible();

    const estimator = page.getByRole('region', { name: 'Estimate your monthly cost' });
    await expect(estimator.getByRole('textbox', { name: 'Expected minutes per month' })).toBeVisible();

    const enterprise = page.getByRole('region', { name: 'Enterprise' });
    await expect(enterprise.getByText('Custom solutions for large organizations')).toBeVisible();
    await expect(enterprise.getByText('Custom Pricing')).toBeVisible();
    await expect(enterprise.getByRole('heading', { level: 3 })).toHaveCount(3);

    const shared = page.getByRole('region', { name: 'All Plans Include' });
    await expect(shared.getByRole('listitem')).toHaveCount(15);
    await expect(shared.getByText('Phone number import from two carriers')).toBeVisible();

    // Nothing may push the page sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeFindings(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('the Monthly / Annual switch shows four then two plans', async ({ page }) => {
  await openPricing(page);
  const annual = page.getByRole('radio', { name: 'Annual (Save 11%)' });
  await annual.click();
  await expect(annual).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  await expect(planList(page).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Starter' }).getByText('$35', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Starter' }).getByText('$420 billed annually')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pro' }).getByText('$219', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Growth' })).toHaveCount(0);

  // Back by keyboard: the radios take arrow keys.
  await annual.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(planList(page).getByRole('article')).toHaveCount(4);
});

for (const width of [375, 768, 1280]) {
  test(`at ${width} px, Back and Forward find the billing period and the estimator's figures as the visitor left them; a new visit starts afresh`, async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPricing(page);
    const annual = page.getByRole('radio', { name: 'Annual (Save 11%)' });
    const estimator = page.getByRole('region', { name: 'Estimate your monthly cost' });
    const minutes = estimator.getByRole('textbox', { name: 'Expected minutes per month' });
    const calls = estimator.getByRole('textbox', { name: 'Concurrent calls needed (optional)' });
    const answer = 'Cheapest plan: Pro, $340 per month. Annual billing saves $360 a year.';
    await annual.click();
    await minutes.fill('2,500');
    await calls.fill('3');
    await expect(estimator.getByRole('status')).toHaveText(answer);
    // Left from below the estimator, whose answer made the page taller: the place is the visitor's only if the page
    // is as tall as it was left when the shell restores it.
    await page.getByRole('region', { name: 'Enterprise' }).scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => Math.round(window.scrollY));

    const asLeft = async (how: string) => {
      await expect(page, how).toHaveURL(/\/pricing$/);
      await expect(annual, how).toBeChecked();
      await expect(planList(page).getByRole('article'), how).toHaveCount(2);
      await expect(minutes, how).toHaveValue('2,500');
      await expect(calls, how).toHaveValue('3');
      await expect(estimator.getByRole('status'), how).toHaveText(answer);
    };
    // The header's link that shows at every width.
    await page.getByRole('banner').getByRole('link', { name: 'Human VS AI' }).click();
    await expect(page).toHaveURL(/\/Human-vs-AI$/);
    const atThePlaceLeft = (how: string) =>
      expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { message: `${how}: the place left` }).toBe(place);
    await page.goBack();
    await asLeft('after Back');
    await atThePlaceLeft('after Back');
    await page.goForward();
    await expect(page).toHaveURL(/\/Human-vs-AI$/);
    await page.goBack();
    await asLeft('after Forward, then Back');
    await atThePlaceLeft('after Forward, then Back');
    // A reload is a new document, whose place the browser restores as it loads; the page's own code brings the rest.
    await page.reload();
    await asLeft('after a reload');

    // Another page, then the pricing page anew: a new history entry.
    await page.goto('/');
    await openPricing(page);
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(planList(page).getByRole('article')).toHaveCount(4);
    await expect(minutes).toHaveValue('');
    expect(pageErrors).toEqual([]);
  });
}

test('Get Started takes this tab to the dashboard site’s root', async ({ page, context, request }) => {
  const { dashboardUrl } = await siteLinks(request);
  const dashboardRoot = new URL('/', dashboardUrl);
  await stubExternalSite(context, dashboardRoot.origin, 'Dashboard sign-up');
  await openPricing(page);

  const pagesBefore = context.pages().length;
  await page.getByRole('link', { name: 'Get Started with Pro' }).click();
  await expect(page).toHaveURL(dashboardRoot.href);
  await expect(page.getByRole('heading', { name: 'Dashboard sign-up' })).toBeVisible();
  expect(context.pages()).toHaveLength(pagesBefore);
});

test('both Schedule Demo links open the booking page in a new tab', async ({ page, context, request }) => {
  const { bookingUrl } = await siteLinks(request);
  await stubExternalSite(context, new URL(bookingUrl).origin, 'Book a demo');
  await openPricing(page);

  const links = page.getByRole('region', { name: 'Enterprise' }).getByRole('link', { name: /^Schedule Demo/ });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(bookingUrl);
    await expect(popup.getByRole('heading', { name: 'Book a demo' })).toBeVisible();
    await popup.close();
    await expect(page).toHaveURL(/\/pricing$/);
  }
});

test('the usage estimator answers and explains bad input', async ({ page }) => {
  await openPricing(page);
  const estimator = page.getByRole('region', { name: 'Estimate your monthly cost' });
  const minutes = estimator.getByRole('textbox', { name: 'Expected minutes per month' });
  const calls = estimator.getByRole('textbox', { name: 'Concurrent calls needed (optional)' });

  await minutes.fill('2,500');
  await calls.fill('3');
  // Pro: $249 + 700 × $0.13 = $340; annual Pro $219 + $91 = $310, $360 a year less
  await expect(estimator.getByRole('status')).toHaveText('Cheapest plan: Pro, $340 per month. Annual billing saves $360 a year.');
  await expect(estimator.getByText('$340', { exact: true })).toBeVisible();

  await minutes.fill('-5');
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  await expect(minutes).toHaveAccessibleDescription(/Minutes cannot be negative\./);
  await expect(estimator.getByText('Minutes cannot be negative.', { exact: true })).toBeVisible();

  await minutes.fill('500');
  await calls.fill('12');
  await expect(estimator.getByRole('link', { name: /Schedule an Enterprise demo/ })).toBeVisible();
});

test('axe finds nothing, at any impact level, in any state', async ({ page }) => {
  await openPricing(page);
  expect(await axeFindings(page)).toEqual([]);

  // The other states: annual cards, an estimate, and an inline error.
  await page.getByRole('radio', { name: 'Annual (Save 11%)' }).check();
  await page.getByRole('textbox', { name: 'Expected minutes per month' }).fill('20000');
  await page.getByRole('textbox', { name: 'Concurrent calls needed (optional)' }).fill('abc');
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Concurrent calls needed (optional)' }).fill('4');
  expect(await axeFindings(page)).toEqual([]);
});
