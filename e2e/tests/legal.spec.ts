import type { Page } from '@playwright/test';
import { test, expect } from '../support/site-test';
import { axeFindings } from '../support/axe-findings';

interface LegalPageCase {
  path: string;
  title: string;
  /** Each figure or term the page must state, matching the pricing page and the product. */
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
      // What the website itself measures (shell/src/field-signal), in plain words.
      /What this website measures, and why/,
      /We do not use a cookie for this, and we do not collect your name, e-mail address, IP address/,
      /Neither our web server nor the network that delivers this website \(its content delivery network\) keeps your IP address or your browser's description of itself/,
      /If your browser sends a Global Privacy Control or Do Not Track signal, it sends us none of these facts/,
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
      // Consistent with the pricing page.
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

for (const legal of LEGAL_PAGES) {
  test.describe(legal.title, () => {
    test('states every required term, with a dated title and the support e-mail from the site config', async ({ page, pageErrors }) => {
      const { email, productName } = await siteConfig(page);
      await page.goto(legal.path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(`${legal.title} | ${productName}`);

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

    test('axe finds nothing, at any impact level', async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(legal.path);
        await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
        expect(await axeFindings(page), `at ${width} px`).toEqual([]);
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
