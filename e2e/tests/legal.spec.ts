import type { Page } from '@playwright/test';
import { test, expect } from '../support/site-test';

interface LegalPageCase {
  path: string;
  title: string;
  /** Each constant of the issue / spec §9 that the page must state. */
  mustState: RegExp[];
}

const LEGAL_PAGES: LegalPageCase[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    mustState: [
      /we record the audio and turn it into a written transcript/,
      /Call recordings and transcripts/,
      /Contact and account data/,
      /Usage data/,
      /You must be at least 13 years old to use the service/,
      /Data Retention/,
      /Your Rights/,
    ],
  },
  {
    path: '/refund-policy',
    title: 'Billing & Refunds Policy',
    mustState: [
      /You can pay for a plan monthly or annually/,
      /Paid plans renew automatically/,
      /We do not give refunds/,
      /You can cancel at any time/,
      /you keep access to everything your plan includes until the end of the billing cycle/,
      /The Free Forever plan costs nothing/,
      /an invoice that is due in 14 days/,
      /a 7-day grace period begins/,
      /at least 7 days before it takes effect/,
      /The invoice period is monthly/,
      // Consistent with the pricing page (spec §9).
      /Starter\s*\$39 per month\s*\$35 per month/,
      /Pro\s*\$249 per month\s*\$219 per month/,
      /Growth\s*\$629 per month/,
      /Elite\s*\$1,249 per month/,
      /\$0\.13 per minute/,
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    mustState: [
      /Customer Responsibilities and Compliance/,
      /before 8 a\.m\. or after 9 p\.m\. at the called party's location/,
      /Get every consent the law requires/,
      /at least every 31 days/,
      /they are talking to an AI voice/,
      /Keep records of the consents you collect[^.]*for at least 5 years/,
      /notice at least 30 days before/,
      /the greater of the fees you paid us in the 12 months before the claim arose, or \$50/,
      /We may audit your use of the service/,
      /We may suspend or terminate your service/,
    ],
  },
];

async function siteConfig(page: Page): Promise<{ email: string; productName: string }> {
  const response = await page.request.get('/site-config.json');
  return (await response.json()) as { email: string; productName: string };
}

/** The headings of the document's numbered sections, as the reader sees them. */
function sectionHeadings(page: Page) {
  return page.getByRole('main').locator('section[aria-labelledby] > h2');
}

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
    test('states every required term, with a dated title and the support e-mail from the site config', async ({
      page,
      pageErrors,
    }) => {
      const { email, productName } = await siteConfig(page);
      await page.goto(legal.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

      const updated = main.locator('time');
      await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(main.getByText(/Last updated/)).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);

      for (const statement of legal.mustState) await expect(main).toContainText(statement);
      await expect(main).toContainText(productName);
      const emailLinks = main.getByRole('link', { name: email });
      await expect(emailLinks.first()).toHaveAttribute('href', `mailto:${email}`);
      // One in the page intro and at least one inside the document's own text.
      expect(await emailLinks.count()).toBeGreaterThanOrEqual(2);
      expect(pageErrors).toEqual([]);
    });

    test('numbers its sections and lists every one in the table of contents', async ({ page }) => {
      await page.goto(legal.path);
      const headings = sectionHeadings(page);
      await expect(headings.first()).toBeVisible();
      const titles = await headings.allInnerTexts();
      expect(titles.length).toBeGreaterThanOrEqual(5);
      titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)));

      const links = tableOfContents(page).getByRole('link');
      expect(await links.allInnerTexts()).toEqual(titles);
      const ids = await headings.evaluateAll((nodes) => nodes.map((node) => node.id));
      for (const [index, id] of ids.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `#${id}`);
      }
    });

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

    test('has no serious or critical accessibility violations', async ({ page }) => {
      const { default: AxeBuilder } = await import('@axe-core/playwright');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${v.id} (${width}px): ${v.help}`)).toEqual([]);
      }
    });

    test('reads comfortably at 375 and 1280 px wide', async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
        const layout = await page.evaluate(() => {
          const paragraph = document.querySelector('main section[aria-labelledby] > h2 + p')!;
          const fontSize = parseFloat(getComputedStyle(paragraph).fontSize);
          return {
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            charactersPerLine: paragraph.getBoundingClientRect().width / (fontSize * 0.5),
            fontSize,
          };
        });
        expect(layout.overflow, `no sideways scrolling at ${width}px`).toBeLessThanOrEqual(0);
        expect(layout.fontSize).toBeGreaterThanOrEqual(16);
        // About 0.5em per character of running text: keep lines near the 45-85 character range.
        expect(layout.charactersPerLine).toBeLessThanOrEqual(90);
      }
    });
  });
}

test.describe('Terms of Service ending', () => {
  test('has exactly nine sections, ending with Amendments and Termination and the support e-mail', async ({ page }) => {
    const { email } = await siteConfig(page);
    await page.goto('/terms-of-service');
    const headings = sectionHeadings(page);
    await expect(headings).toHaveCount(9);
    await expect(headings.last()).toHaveText('9. Amendments and Termination');

    const lastSection = page.getByRole('region', { name: '9. Amendments and Termination' });
    await expect(lastSection).toContainText('We may change these terms at any time');
    await expect(lastSection).toContainText('notice by e-mail or on the platform');
    await expect(lastSection).toContainText(/continue to use the service after the changes take effect, that counts as acceptance/);
    await expect(lastSection.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });
});

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

  test('after arriving from another page, section links still land on their section and Back still works', async ({
    page,
    pageErrors,
  }) => {
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
