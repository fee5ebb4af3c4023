import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/site-test';
import { appHasTakenOver, openSlowly } from '../support/slow-page';

// A phone shows the prerendered page a second or two before its code takes over. What a
// visitor does in that time must work at once and still hold after the take-over.
test.use({ waitForApp: false });

/** Proves the step just taken happened on the served page, before the app took over. */
async function expectNotTakenOverYet(page: Page) {
  expect(await appHasTakenOver(page).count()).toBe(0);
}

/** React marks the DOM nodes it has taken over; a block that hydrates near the screen may do so after the page. */
async function waitUntilReactOwns(control: Locator) {
  await expect
    .poll(() => control.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))), { timeout: 20_000 })
    .toBe(true);
}

test('Annual pressed on the served pricing page shows annual prices at once, and after the take-over', async ({ page, pageErrors }) => {
  await openSlowly(page, '/pricing');
  const annual = page.getByRole('radio', { name: 'Annual (Save 11%)' });
  await annual.click();
  await expectNotTakenOverYet(page);
  const annualPlans = page.getByRole('list', { name: 'Annual plans' });
  await expect(annualPlans.getByRole('article', { name: 'Pro' }).getByText('$219', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Monthly plans' })).toBeHidden();

  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await waitUntilReactOwns(annual);
  await expect(annual).toBeChecked();
  await expect(annualPlans.getByRole('article')).toHaveCount(2);
  await expect(annualPlans.getByRole('article', { name: 'Starter' }).getByText('$35', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Monthly plans' })).toBeHidden();

  // And the switch goes on working.
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByRole('list', { name: 'Monthly plans' }).getByRole('article')).toHaveCount(4);
  await annual.click();
  await expect(annualPlans.getByRole('article')).toHaveCount(2);
  expect(pageErrors).toEqual([]);
});

test('minutes typed into the served estimator are kept and estimated after the take-over', async ({ page, pageErrors }) => {
  await openSlowly(page, '/pricing');
  const estimator = page.getByRole('region', { name: 'Estimate your monthly cost' });
  const minutes = estimator.getByRole('textbox', { name: 'Expected minutes per month' });
  await minutes.fill('1,000');
  await expectNotTakenOverYet(page);

  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await waitUntilReactOwns(minutes);
  await expect(minutes).toHaveValue('1,000');
  // Starter: $39 + 700 × $0.13 = $130.
  await expect(estimator.getByRole('status')).toHaveText('Cheapest plan: Starter, $130 per month. Annual billing saves $48 a year.');

  // The next edit re-renders the estimator: the early minutes must survive it and count.
  await estimator.getByRole('textbox', { name: 'Concurrent calls needed (optional)' }).fill('3');
  await expect(minutes).toHaveValue('1,000');
  await expect(estimator.getByRole('status')).toHaveText('Cheapest plan: Pro, $249 per month. Annual billing saves $360 a year.');
  expect(pageErrors).toEqual([]);
});

test('an industry picked on the served home page stays picked after the take-over', async ({ page, pageErrors }) => {
  await openSlowly(page, '/');
  const industries = page.getByRole('region', { name: 'AI Telecalling Across Industries' });
  const hotel = industries.getByRole('radio', { name: 'Hotel' });
  await hotel.click();
  await expectNotTakenOverYet(page);
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['Hotel']);

  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await waitUntilReactOwns(hotel);
  await expect(hotel).toBeChecked();
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['Hotel']);

  // Narrowing the window re-renders the section (phones lay it out differently): React must hold Hotel too.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(hotel).toBeChecked();
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['Hotel']);

  await hotel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(industries.getByRole('radio', { name: 'SaaS' })).toBeChecked();
  await expect(industries.getByRole('heading', { level: 3 })).toHaveText(['SaaS']);
  expect(pageErrors).toEqual([]);
});

test('a legal contents link pressed on the served page jumps at once, and stays after the take-over', async ({ page, pageErrors }) => {
  await openSlowly(page, '/terms-of-service');
  const contents = page.getByRole('navigation', { name: 'Table of contents' });
  const last = contents.getByRole('link').last();
  const lastId = (await last.getAttribute('href'))!.slice(1);
  await last.click();
  await expectNotTakenOverYet(page);
  await expect(page).toHaveURL(new RegExp(`#${lastId}$`));
  await expect(page.locator(`[id="${lastId}"]`)).toBeInViewport();

  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await expect(page).toHaveURL(new RegExp(`#${lastId}$`));
  await expect(page.locator(`[id="${lastId}"]`)).toBeInViewport();

  const first = contents.getByRole('link').first();
  const firstId = (await first.getAttribute('href'))!.slice(1);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`#${firstId}$`));
  await expect(page.locator(`[id="${firstId}"]`)).toBeInViewport();
  expect(pageErrors).toEqual([]);
});

test('on a phone, an industry picked on the served page brings its story into view once the app takes over', async ({
  page,
  pageErrors,
}) => {
  const letCodeArrive = await openSlowly(page, '/', { width: 375, hold: true });
  const industries = page.getByRole('region', { name: 'AI Telecalling Across Industries' });
  const hotel = industries.getByRole('radio', { name: 'Hotel' });
  await hotel.scrollIntoViewIfNeeded();
  await hotel.click();
  await expectNotTakenOverYet(page);
  const story = industries.getByRole('heading', { level: 3, name: 'Hotel' });
  await expect(story).toBeVisible();
  await expect(story, 'below the ten chips, out of sight until the app brings it in').not.toBeInViewport();

  letCodeArrive();
  await appHasTakenOver(page).waitFor({ state: 'attached' });
  await expect(story).toBeInViewport();
  await expect(hotel).toBeChecked();
  expect(pageErrors).toEqual([]);
});

test('a transcript opened on the served home page says its words are loading, and reads them once the app takes over', async ({
  page,
  pageErrors,
}) => {
  const letCodeArrive = await openSlowly(page, '/', { hold: true, width: 375 });
  const support = page.getByRole('article', { name: 'Customer Support' });
  await support.getByText('Read the sample call').click();
  const words = support.locator('details > div');
  await expect(words).toBeVisible();
  const note = () => words.evaluate((element) => getComputedStyle(element, '::before').content);
  expect(await note()).toBe('"Loading the sample call…"');
  await expectNotTakenOverYet(page);
  letCodeArrive();
  await expect(appHasTakenOver(page)).toBeAttached();
  await expect(support.getByRole('listitem').first()).toContainText(/^Liam \(agent\): /);
  expect(await note()).toBe('none');
  expect(pageErrors).toEqual([]);
});
