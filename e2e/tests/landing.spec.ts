import type { Locator, Page } from '@playwright/test';
import { test, expect, remoteOrigin } from '../support/site-test';
import { AGENT_ROLES } from '../support/demo-agent-roles';
import { PUBLISHED_INDUSTRIES } from '@callvera/mfe-landing/testing/published-industries';
import { USE_CASE_WORDS, USE_CASE_WORD_INTERVAL_MS } from '@callvera/mfe-landing/hero/use-case-words';
import { axeFindings } from '../support/axe-findings';

const WIDTHS = [375, 768, 1280] as const;
const SECTION_TITLES = [
  'Listen to Conversational AI in action',
  'AI Telecalling Across Industries',
  'Key Features',
  'Customer Reviews',
  'Callvera AI In Numbers',
  'Integrations',
  'Blogs',
  'Contact Us',
];
const FEATURE_TITLES = [
  '24/7 Availability',
  'Cost Saving',
  'Efficiency',
  'Actionable Capabilities',
  'Scalability',
  'Advance Analytics and Insights',
];

async function openHome(page: Page, width: number, path = '/') {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Contact Us' })).toBeAttached();
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function isInViewport(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });
}

// One page load a width serves every check of the page as it first shows (what shows, the header, the images, axe),
// then the industry chips, the one check that changes the page.
for (const width of WIDTHS) {
  test(`home page at ${width}px: its blocks with their counts, the header's links, images, axe, then the industry chips, kept on Back with the review shown`, async ({
    page,
    pageErrors,
  }) => {
    await openHome(page, width);
    await test.step('has every block of the home page with its counts', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const title of SECTION_TITLES) await expect(section(page, title)).toBeVisible();

      const demo = section(page, 'Listen to Conversational AI in action');
      await expect(demo.getByRole('article')).toHaveCount(8);
      for (const role of AGENT_ROLES) await expect(demo.getByRole('button', { name: `Listen to ${role} agent` })).toBeVisible();

      const chips = section(page, 'AI Telecalling Across Industries').getByRole('group', { name: 'Industries' }).getByRole('radio');
      await expect(chips).toHaveCount(PUBLISHED_INDUSTRIES.length);
      for (const [index, label] of PUBLISHED_INDUSTRIES.entries()) await expect(chips.nth(index)).toHaveAccessibleName(label);
      await expect(chips.first()).toBeChecked();

      const features = section(page, 'Key Features');
      await expect(features.getByRole('heading', { level: 3 })).toHaveText(FEATURE_TITLES);
      for (const title of FEATURE_TITLES) {
        await expect(
          features
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name: title }) })
            .getByRole('listitem'),
        ).toHaveCount(2);
      }

      await expect(page.getByRole('radio', { name: /^Show review/ })).toHaveCount(3);

      const numbers = section(page, 'Callvera AI In Numbers').getByRole('listitem');
      await expect(numbers).toHaveText([
        '500Xmore efficient',
        'Zerowaiting time',
        '120,000+completed calls and counting',
        '50%ROI in 30 days',
      ]);
      await expect(page.getByTestId('statistic-divider')).toHaveCount(3);
      await expect(numbers.last().getByTestId('statistic-divider')).toHaveCount(0);

      const logos = section(page, 'Integrations').getByRole('img');
      await expect(logos).toHaveCount(6);
      for (const name of ['Deepgram', 'Zapier', 'Vonage', 'Anthropic', 'ElevenLabs', 'HubSpot']) {
        await expect(section(page, 'Integrations').getByRole('img', { name })).toBeVisible();
      }

      const blog = section(page, 'Blogs');
      await expect(blog.getByRole('article')).toHaveCount(4);
      await expect(blog.getByRole('link', { name: /^Read More/ })).toHaveCount(4);

      const contact = section(page, 'Contact Us');
      await expect(contact.getByRole('link', { name: /\+1 415 555 0134/ })).toHaveAttribute('href', 'tel:+14155550134');
      await expect(contact.getByRole('link', { name: /support@callvera\.ai/ })).toHaveAttribute('href', 'mailto:support@callvera.ai');
      for (const network of ['X', 'Instagram', 'LinkedIn']) {
        const link = contact.getByRole('link', { name: `${network} (opens in a new tab)` });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      const footer = page.getByRole('contentinfo');
      for (const name of ['Privacy Policy', 'Terms of Service', 'Refund Policy'])
        await expect(footer.getByRole('link', { name })).toBeVisible();
    });

    await test.step('header shows the links of its width', async () => {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(page.getByRole('link', { name: 'Callvera home' })).toBeVisible();
      if (width <= 768) {
        await expect(nav.getByRole('link')).toHaveText(['Human VS AI', 'Industries']);
        await expect(page.getByRole('link', { name: /Book A Demo/ })).toHaveCount(0);
      } else {
        await expect(nav.getByRole('link')).toHaveText(['Pricing', 'Human VS AI', 'Industries', 'Contact us']);
        const booking = page.getByRole('link', { name: /Book A Demo/ });
        await expect(booking).toHaveAttribute('href', 'https://cal.com/callvera/demo');
        await expect(booking).toHaveAttribute('target', '_blank');
        await expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    await test.step('images have size and alt text, lazy below the fold, and the page has no horizontal scroll', async () => {
      const images = await page.locator('main img').evaluateAll((nodes) =>
        nodes.map((img) => ({
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          src: img.getAttribute('src') ?? '',
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      expect(images.length).toBeGreaterThanOrEqual(1 + 6 + 1 + 4);
      for (const image of images) {
        expect(image.alt, image.src).toBeTruthy();
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        expect(image.src).toMatch(/\.(svg|webp|avif)(\?|$)/);
        if (image.top > 900) expect(image.loading, image.src).toBe('lazy');
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await test.step('axe finds nothing, at any impact level', async () => {
      expect(await axeFindings(page)).toEqual([]);
    });

    await test.step('industry chips select with click and arrows; phones scroll the description into view; Back finds the one picked and the review shown', async () => {
      const industries = section(page, 'AI Telecalling Across Industries');
      const chip = (name: string) => industries.getByRole('radio', { name });
      const story = (title: string) => industries.getByRole('heading', { level: 3, name: title });
      await chip(PUBLISHED_INDUSTRIES[0]!).scrollIntoViewIfNeeded();
      await chip('Insurance Companies').click();
      await expect(story('Insurance Companies')).toBeVisible();
      await expect(industries.getByRole('img', { name: /shield/ })).toBeVisible();
      // Only the checked industry's story shows, to the eye and to assistive technology.
      await expect(industries.getByRole('heading', { level: 3 })).toHaveCount(1);
      if (width <= 768) await expect.poll(() => isInViewport(story('Insurance Companies'))).toBe(true);

      await chip('Insurance Companies').focus();
      await page.keyboard.press('ArrowRight');
      await expect(chip(PUBLISHED_INDUSTRIES[0]!)).toBeFocused();
      await expect(chip(PUBLISHED_INDUSTRIES[0]!)).toBeChecked();
      await expect(story(PUBLISHED_INDUSTRIES[0]!)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(chip('Insurance Companies')).toBeChecked();
      await expect(story('Insurance Companies')).toBeVisible();

      // The second review shown, by its arrow.
      const reviews = section(page, 'Customer Reviews');
      await reviews.getByRole('button', { name: 'Next review' }).click();
      await expect(reviews.getByRole('radio', { name: /^Show review 2 of 3/ })).toBeChecked();

      // Kept with the page's history entry: Back finds the industry and the review the visitor left the page on.
      await page.getByRole('banner').getByRole('link', { name: 'Human VS AI' }).click();
      await expect(page).toHaveURL(/\/Human-vs-AI$/);
      await page.goBack();
      await expect(chip('Insurance Companies')).toBeChecked();
      await expect(story('Insurance Companies')).toBeVisible();
      await expect(industries.getByRole('heading', { level: 3 })).toHaveCount(1);
      await expect(reviews.getByRole('radio', { name: /^Show review 2 of 3/ })).toBeChecked();
      await expect(reviews.getByRole('group', { name: '2 of 3' })).toBeVisible();
    });
    expect(pageErrors).toEqual([]);
  });
}

test.describe('home page interactions', () => {
  test('See A Demo opens the video dialog; Escape, close icon and an outside click close it, focus returns', async ({ page }) => {
    await openHome(page, 1280);
    const trigger = page.getByRole('link', { name: 'See A Demo' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Callvera product tour' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveAttribute('src', '/media/callvera-demo.mp4');
    const duration = await dialog.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          if (video.readyState >= 1) resolve(video.duration);
          video.addEventListener('loadedmetadata', () => resolve(video.duration));
          video.addEventListener('error', () => resolve(-1));
          video.load();
        }),
    );
    expect(duration).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close demo video' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 890);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Try Out Free opens the dashboard in a new tab', async ({ page }) => {
    await openHome(page, 375);
    const link = page.getByRole('link', { name: /Try Out Free/ });
    await expect(link).toHaveAttribute('href', 'https://app.callvera.ai/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-conversion', 'try-out-free');
  });

  test('the headline rotates, and holds still with reduced motion', async ({ page }) => {
    await openHome(page, 1280);
    const word = page.getByTestId('rotating-word');
    const first = await word.textContent();
    await expect(word).not.toHaveText(first ?? '', { timeout: 6000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(/AI voice agents for lead qualification/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(word).toHaveText('Lead Qualification');
    await page.waitForTimeout(3500);
    await expect(word).toHaveText('Lead Qualification');
  });

  for (const width of [375, 1280]) {
    test(`at ${width}px the headline changes words without moving what is below it`, async ({ page }) => {
      await page.clock.install();
      await openHome(page, width);
      const hero = page.getByRole('region', { name: /^AI voice agents for lead qualification/ });
      const seeADemo = hero.getByText('See A Demo', { exact: true });
      const before = (await seeADemo.boundingBox())!.y;
      const rotatingWord = page.getByTestId('rotating-word');
      const [firstWord, secondWord, ...laterWords] = USE_CASE_WORDS;
      // The prerendered headline keeps its first word until the app has taken the page over and started the
      // rotation: until then a word's time passes with no change.
      await expect(async () => {
        await page.clock.fastForward(USE_CASE_WORD_INTERVAL_MS);
        await expect(rotatingWord).toHaveText(secondWord!, { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      expect((await seeADemo.boundingBox())!.y, secondWord).toBe(before);
      for (const word of [...laterWords, firstWord!]) {
        await page.clock.fastForward(USE_CASE_WORD_INTERVAL_MS);
        await expect(rotatingWord).toHaveText(word);
        expect((await seeADemo.boundingBox())!.y, word).toBe(before);
      }
    });
  }

  test('the review carousel wraps around and works from the keyboard', async ({ page }) => {
    await openHome(page, 768);
    const reviews = section(page, 'Customer Reviews');
    const slide = reviews.getByRole('group');
    await expect(slide).toHaveAccessibleName('1 of 3');
    await reviews.getByRole('button', { name: 'Previous review' }).click();
    await expect(slide).toHaveAccessibleName('3 of 3');
    await reviews.getByRole('button', { name: 'Next review' }).click();
    await expect(slide).toHaveAccessibleName('1 of 3');
    await reviews.getByRole('radio', { name: /^Show review 2 of 3/ }).click();
    await expect(slide).toHaveAccessibleName('2 of 3');
    await expect(reviews.getByRole('radio', { name: /^Show review 2 of 3/ })).toBeChecked();
    await reviews.getByRole('button', { name: 'Next review' }).focus();
    await page.keyboard.press('Enter');
    await expect(slide).toHaveAccessibleName('3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(slide).toHaveAccessibleName('1 of 3');
    // From a dot, the arrow keys move one review and keep the current dot checked and focused.
    await reviews.getByRole('radio', { name: /^Show review 1 of 3/ }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slide).toHaveAccessibleName('3 of 3');
    await expect(reviews.getByRole('radio', { name: /^Show review 3 of 3/ })).toBeFocused();
    await page.waitForTimeout(4000);
    await expect(slide).toHaveAccessibleName('3 of 3'); // never moves on its own
  });

  test('a Listen press without live demos configured shows a toast and returns the card to idle', async ({ page }) => {
    await openHome(page, 1280);
    await page.getByRole('button', { name: 'Listen to Lead Qualification agent' }).click();
    // The exact words belong to the call engine; a destructive toast in the shell's toast area is what we rely on.
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li[data-variant="destructive"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Listen to Lead Qualification agent' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Stop call with/ })).toHaveCount(0);
  });

  test('Industries in the header goes home and scrolls there from another page; Contact us reaches the contact block', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Industries' }).click();
    await expect(page).toHaveURL(/\/#industries$/);
    const heading = page.getByRole('heading', { name: 'AI Telecalling Across Industries' });
    await expect.poll(() => isInViewport(heading)).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await expect.poll(() => isInViewport(page.getByRole('heading', { name: 'Contact Us' }))).toBe(true);
  });

  test('Contact us reaches the contact block even when the home page arrives slowly', async ({ page }) => {
    // A slow phone network: every chunk of the home page's code takes seconds.
    await page.route(`${remoteOrigin('landing')}/assets/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/pricing');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Industries' }).click();
    await expect.poll(() => isInViewport(page.getByRole('heading', { name: 'AI Telecalling Across Industries' }))).toBe(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect.poll(() => isInViewport(page.getByRole('heading', { name: 'Contact Us' })), { timeout: 15_000 }).toBe(true);
    // Nothing arriving later pushes it away.
    await page.waitForLoadState('networkidle');
    expect(await isInViewport(page.getByRole('heading', { name: 'Contact Us' }))).toBe(true);
  });

  test('Industries in the header works on a phone too', async ({ page }) => {
    await openHome(page, 375);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Industries' }).click();
    await expect.poll(() => isInViewport(page.getByRole('heading', { name: 'AI Telecalling Across Industries' }))).toBe(true);
    await expect(page).toHaveURL(/\/#industries$/);
  });

  test('a link to /#contact from outside lands on the contact block once the page has loaded', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/#contact');
    await expect.poll(() => isInViewport(page.getByRole('heading', { name: 'Contact Us' }))).toBe(true);
  });

  test('Read More navigates to the article route', async ({ page }) => {
    await openHome(page, 1280);
    await section(page, 'Blogs')
      .getByRole('link', { name: /^Read More about Top 10 Essential Features/ })
      .click();
    await expect(page).toHaveURL(/\/Top-10-Essential-Features$/);
  });
});
