import type { Page } from '@playwright/test';
import { test, expect } from '../support/site-test';

const LEGAL_PAGES = [
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/refund-policy', title: 'Billing & Refunds Policy' },
  { path: '/terms-of-service', title: 'Terms of Service' },
];

function tableOfContents(page: Page) {
  return page.getByRole('navigation', { name: 'Table of contents' });
}

/**
 * True when the heading is fully on screen, not hidden under the sticky site header, and
 * brought up to the top of the reading area (or as far as it goes when the page cannot
 * scroll any further, as with a short last section).
 */
async function isClearlyInView(page: Page, headingId: string) {
  return page.evaluate((id) => {
    const heading = document.getElementById(id)!.getBoundingClientRect();
    const header = document.querySelector('header')!.getBoundingClientRect();
    const root = document.documentElement;
    const atPageEnd = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
    const onScreen = heading.top >= header.bottom - 1 && heading.bottom <= window.innerHeight;
    return onScreen && (heading.top < header.bottom + 48 || atPageEnd);
  }, headingId);
}

for (const legal of LEGAL_PAGES) {
  test.describe(legal.title, () => {
    test('every contents link scrolls to its section and keeps the site routing intact', async ({ page, pageErrors }) => {
      await page.goto(legal.path);
      const links = tableOfContents(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      const count = await links.count();
      // Last to first, so every jump really has to move the page.
      for (let index = count - 1; index >= 0; index -= 1) {
        const link = links.nth(index);
        const id = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${legal.path}#${id}$`));
        await expect.poll(() => isClearlyInView(page, id)).toBe(true);
        await expect(page.locator(`[id="${id}"]`)).toBeFocused();
      }
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('Section links inside the shell', () => {
  test('a cross-reference in the text jumps to the section it names', async ({ page }) => {
    await page.goto('/terms-of-service');
    const lastSection = page.getByRole('region', { name: '9. Amendments and Termination' });
    await lastSection.getByRole('link', { name: 'section 6' }).click();
    await expect(page).toHaveURL(/\/terms-of-service#6-audit-suspension-and-termination-of-service$/);
    await expect.poll(() => isClearlyInView(page, '6-audit-suspension-and-termination-of-service')).toBe(true);
  });

  test('a link to a section of another legal page opens that page at the section', async ({ page, pageErrors }) => {
    await page.goto('/terms-of-service');
    await page
      .getByRole('region', { name: '6. Audit, Suspension and Termination of Service' })
      .getByRole('link', { name: 'Billing & Refunds Policy' })
      .click();
    await expect(page).toHaveURL(/\/refund-policy#6-failed-payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Refunds Policy' })).toBeVisible();
    await expect.poll(() => isClearlyInView(page, '6-failed-payments')).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a shared link to a section opens the page at that section', async ({ page }) => {
    await page.goto('/terms-of-service#9-amendments-and-termination');
    await expect(page.getByRole('heading', { level: 2, name: '9. Amendments and Termination' })).toBeVisible();
    await expect.poll(() => isClearlyInView(page, '9-amendments-and-termination')).toBe(true);
  });

  test('after arriving from another page, section links still land on their section and Back still works', async ({ page, pageErrors }) => {
    // The first page of a visit, left from far down, then in-app navigation: the router now holds a
    // saved scroll position that a later "#id" jump must not restore.
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Refunds Policy' })).toBeVisible();

    await tableOfContents(page).getByRole('link', { name: '6. Failed Payments' }).click();
    await expect(page).toHaveURL(/\/refund-policy#6-failed-payments$/);
    await expect.poll(() => isClearlyInView(page, '6-failed-payments')).toBe(true);

    // A cross-reference in the text goes to another page of the site without a full reload.
    await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
    await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/refund-policy#6-failed-payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Refunds Policy' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing & Refunds Policy' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
