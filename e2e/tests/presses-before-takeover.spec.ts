import { BEFORE_PAGE_START } from '@callvera/shared/page-marks';
import { test, expect } from '../support/site-test';
import { AGENT_ROLES } from '../support/demo-agent-roles';
import { appHasTakenOver, holdFirstScript, openSlowly, tabsOfOneBrowser, turnsOnTabs } from '../support/slow-page';

/**
 * A visitor on a slow phone sees the prerendered page long before its code has
 * arrived, and presses what they see. Every script and federation manifest is
 * held back here, so the page shows well before the app can take it over; the
 * tests press at once, never wait for the app, and expect the press to count.
 */
test.use({ waitForApp: false });

test.describe('presses made before the app has taken over', () => {
  test('testimonial arrows and dots work at once, and the app keeps the review shown', async ({ page, pageErrors }) => {
    const letCodeArrive = await openSlowly(page, '/', { hold: true });
    const reviews = page.getByRole('region', { name: 'Customer Reviews', exact: true });
    const next = reviews.getByRole('button', { name: 'Next review' });
    await next.click();
    await next.click();
    await expect(reviews.getByRole('group')).toHaveAccessibleName('3 of 3');
    await reviews.getByRole('button', { name: 'Previous review' }).click();
    await expect(reviews.getByRole('group')).toHaveAccessibleName('2 of 3');
    await reviews.getByRole('radio', { name: /^Show review 1 of 3/ }).click();
    await expect(reviews.getByRole('group')).toHaveAccessibleName('1 of 3');
    await next.click();
    await next.press('ArrowRight');
    await expect(reviews.getByRole('group')).toHaveAccessibleName('3 of 3');
    await next.press('ArrowLeft');
    await expect(appHasTakenOver(page)).toHaveCount(0);

    letCodeArrive();
    await expect(appHasTakenOver(page)).toBeAttached({ timeout: 15_000 });
    await expect(reviews.getByRole('group')).toHaveAccessibleName('2 of 3');
    await expect(reviews.getByRole('radio', { name: /^Show review 2 of 3/ })).toBeChecked();
    await next.click();
    await expect(reviews.getByRole('group')).toHaveAccessibleName('3 of 3');
    expect(pageErrors).toEqual([]);
  });

  test('a press kept for the app shows as pending until the app carries it out', async ({ page }) => {
    const letCodeArrive = await openSlowly(page, '/', { hold: true });
    const listen = page.getByRole('button', { name: `Listen to ${AGENT_ROLES[0]} agent` });
    await listen.click();
    // What the visitor sees meanwhile: the press is on its way.
    await expect(listen).toHaveCSS('cursor', 'progress');
    letCodeArrive();
    await expect(appHasTakenOver(page)).toBeAttached({ timeout: 15_000 });
    // The shipped config has no live demos: the engine's answer is a toast saying so.
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li[data-variant="destructive"]')).toHaveCount(1, {
      timeout: 15_000,
    });
    await expect(listen).not.toHaveCSS('cursor', 'progress');
  });

  test('the words paint before the first script runs, the controls show, in place, once it keeps their presses', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const letFirstScriptRun = await holdFirstScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hidden controls are out of the accessibility tree too: found here as they will be.
    const listen = page.getByRole('button', { name: `Listen to ${AGENT_ROLES[0]} agent`, includeHidden: true });
    const industry = page.getByRole('radio', { includeHidden: true }).first();
    await expect(listen).toBeAttached();
    await expect(listen).toBeHidden();
    await expect(industry).toBeHidden();
    const placeOnPage = () =>
      listen.evaluate((control) => {
        const { left, top, width, height } = control.getBoundingClientRect();
        return { left: left + scrollX, top: top + scrollY, width, height };
      });
    const placeBefore = await placeOnPage();
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.matches('button, [role="button"], input') ?? false)).toBe(false);
    }

    letFirstScriptRun();
    await expect(listen).toBeVisible();
    expect(await placeOnPage(), 'nothing moved as it showed').toEqual(placeBefore);
    await listen.click();
    await expect(page.getByRole('region', { name: /Notifications/ }).locator('li[data-variant="destructive"]')).toHaveCount(1, {
      timeout: 15_000,
    });
    expect(pageErrors).toEqual([]);
  });

  test('with motion reduced, every control the first script held back shows in the same moment', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const letFirstScriptRun = await holdFirstScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The controls as the frame after the first script's start will show them: looked at in the same task, once it has
    // taken its mark off <html>.
    await page.evaluate((beforeStart) => {
      const watched = window as unknown as { hiddenAtStart?: (string | null)[] };
      new MutationObserver((_, observer) => {
        if (document.documentElement.hasAttribute(beforeStart)) return;
        observer.disconnect();
        watched.hiddenAtStart = [...document.querySelectorAll('#root button')]
          .filter((control) => getComputedStyle(control).visibility !== 'visible')
          .map((control) => control.getAttribute('aria-label'));
      }).observe(document.documentElement, { attributes: true });
    }, BEFORE_PAGE_START);
    letFirstScriptRun();
    const hiddenAtStart = await page.waitForFunction(() => (window as unknown as { hiddenAtStart?: string[] }).hiddenAtStart);
    expect(await hiddenAtStart.jsonValue()).toEqual([]);
  });

  test('See A Demo opens the demo video dialog, without leaving the page', async ({ page }) => {
    await openSlowly(page, '/');
    await page.getByRole('main').getByText('See A Demo', { exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
  });

  test('the header and footer links take the visitor where they say', async ({ page }) => {
    await openSlowly(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: /Privacy Policy/ })).toBeVisible();
  });
});

test.describe('Listen, pressed before the app has taken over', () => {
  test('on every demo card, the press reaches the call engine', async ({ page, pageErrors }) => {
    test.setTimeout(120_000);
    // With live demos off, no press leaves anything another card's tab reads.
    const tabs = await tabsOfOneBrowser(page, pageErrors);
    for (const cards of turnsOnTabs(tabs, AGENT_ROLES)) {
      await Promise.all(
        cards.map(async ({ tab, item: role }) => {
          await openSlowly(tab, '/');
          await tab.getByRole('button', { name: `Listen to ${role} agent` }).click();
          // The shipped config has no live demos: the engine's answer is a toast saying so.
          await expect(tab.getByRole('region', { name: /Notifications/ }).locator('li[data-variant="destructive"]'), role).toBeVisible({
            timeout: 15_000,
          });
          await tab.unrouteAll({ behavior: 'ignoreErrors' });
        }),
      );
    }
  });
});
