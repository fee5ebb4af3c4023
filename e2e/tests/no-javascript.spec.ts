import type { Page } from '@playwright/test';
import { expect, SITE_PATHS, test } from '../support/site-test';

// A visitor whose browser runs no JavaScript (or whose scripts failed) still reads every
// page, moves around the site and uses the controls that do not need a server.
test.use({ javaScriptEnabled: false, waitForApp: false });

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

for (const path of SITE_PATHS) {
  test(`${path} can be read`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the billing switch shows the annual plans and back', async ({ page }) => {
  await page.goto('/pricing');
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  const annual = page.getByRole('radio', { name: 'Annual (Save 11%)' });
  await expect(monthly).toBeChecked();
  await expect(page.getByRole('list', { name: 'Monthly plans' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Annual plans' })).toBeHidden();

  await page.getByText('Annual (Save 11%)').click();
  await expect(annual).toBeChecked();
  const annualPlans = page.getByRole('list', { name: 'Annual plans' });
  await expect(annualPlans.getByRole('article')).toHaveCount(2);
  await expect(annualPlans.getByRole('article', { name: 'Starter' }).getByText('$35', { exact: true })).toBeVisible();
  await expect(annualPlans.getByRole('article', { name: 'Pro' }).getByText('$219', { exact: true })).toBeVisible();
  await expect(page.getByText('$2,628 billed annually')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Monthly plans' })).toBeHidden();
  await expect(page.getByRole('article', { name: 'Growth' })).toHaveCount(0);

  // Back by keyboard: native radios take arrow keys.
  await annual.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeChecked();
  await expect(page.getByRole('list', { name: 'Monthly plans' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Annual plans' })).toBeHidden();
});

test('an industry chip shows that industry’s story', async ({ page }) => {
  await page.goto('/');
  const industries = page.getByRole('region', { name: 'AI Telecalling Across Industries' });
  const chips = industries.getByRole('group', { name: 'Industries' });
  await expect(chips.getByRole('radio', { name: 'Healthcare and Medical Practices' })).toBeChecked();
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['Healthcare and Medical Practices']);

  await chips.getByText('Hotel', { exact: true }).click();
  await expect(chips.getByRole('radio', { name: 'Hotel' })).toBeChecked();
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['Hotel']);

  await chips.getByRole('radio', { name: 'Hotel' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(chips.getByRole('radio', { name: 'SaaS' })).toBeChecked();
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['SaaS']);
});

test('a review dot shows its review', async ({ page }) => {
  await page.goto('/');
  const reviews = page.getByRole('region', { name: 'Customer Reviews', exact: true });
  await expect(reviews.getByRole('group')).toHaveAccessibleName('1 of 3');

  await reviews.getByRole('radio', { name: /^Show review 3 of 3/ }).click();
  await expect(reviews.getByRole('group')).toHaveAccessibleName('3 of 3');
  await page.keyboard.press('ArrowRight');
  await expect(reviews.getByRole('radio', { name: /^Show review 1 of 3/ })).toBeChecked();
  await expect(reviews.getByRole('group')).toHaveAccessibleName('1 of 3');
});

test('header, footer and blog links reach every route', async ({ page }) => {
  const reached = new Set<string>();
  const follow = async (click: () => Promise<void>, path: string) => {
    await click();
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
    await expect(mainHeading(page)).toBeVisible();
    reached.add(path);
  };
  const header = () => page.getByRole('banner');
  const footer = () => page.getByRole('contentinfo');

  await page.goto('/pricing');
  await follow(() => header().getByRole('link', { name: 'Callvera home' }).click(), '/');
  await follow(() => header().getByRole('link', { name: 'Pricing' }).click(), '/pricing');
  await follow(() => header().getByRole('link', { name: 'Human VS AI' }).click(), '/Human-vs-AI');
  for (const [name, path] of [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Refund Policy', '/refund-policy'],
  ] as const) {
    await follow(() => footer().getByRole('link', { name }).click(), path);
  }
  for (const path of [
    '/7-Industries-Revolutionized',
    '/Revolutionizing-Customer-Support',
    '/Your-Guide-to-Adopting-AI-Driven',
    '/Top-10-Essential-Features',
  ]) {
    await page.goto('/');
    const blogs = page.getByRole('region', { name: 'Blogs' });
    const readMore = blogs.getByRole('link', { name: /^Read More about/ }).and(page.locator(`[href="${path}"]`));
    await follow(() => readMore.click(), path);
  }
  expect([...reached].sort()).toEqual([...SITE_PATHS].sort());
});

test('a legal page’s contents links jump to their sections', async ({ page }) => {
  await page.goto('/terms-of-service');
  const contents = page.getByRole('navigation', { name: 'Table of contents' });
  const last = contents.getByRole('link').last();
  const id = (await last.getAttribute('href'))!.slice(1);
  await last.click();
  await expect(page).toHaveURL(new RegExp(`/terms-of-service#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('See A Demo is a link that opens the demo video', async ({ page, request }) => {
  const { demoVideoUrl } = (await (await request.get('/site-config.json')).json()) as { demoVideoUrl: string };
  await page.goto('/');
  const demo = page.getByRole('link', { name: 'See A Demo' });
  await expect(demo).toHaveAttribute('href', demoVideoUrl);
  const video = await request.get(demoVideoUrl);
  expect(video.ok()).toBe(true);
  expect(video.headers()['content-type']).toMatch(/^video\//);
  await demo.click();
  await expect(page).toHaveURL(new URL(demoVideoUrl, page.url()).href);
});
