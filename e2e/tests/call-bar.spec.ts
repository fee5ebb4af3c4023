import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/site-test';
import { FAKE_VAPI_API, routeDemoCallHosts } from '../support/demo-call-routes';
import { continueToCall } from '../support/demo-call-consent';
import { installFakeMicrophone, microphoneUse } from '../support/fake-microphone';
import { axeFindings } from '../support/axe-findings';

/**
 * The shell's call bar on the composed site, with a whole call offline: the real
 * engine, @vapi-ai/web and daily-js, the API answered by the test, Daily's call
 * machine replaced by e2e/support/fake-daily-call-machine.js, and getUserMedia
 * by a fake microphone that records what is asked of it.
 */

const callBar = (page: Page, agentName: string) => page.getByRole('region', { name: `Demo call with ${agentName}` });
const captions = (page: Page) => page.getByRole('log', { name: 'Live captions' });

type Machine = { joins: number; leaves: number };
const callMachine = (page: Page) => page.evaluate(() => (window as unknown as { __fakeCallMachine?: Machine }).__fakeCallMachine ?? null);
const dailyCallObjects = (page: Page) =>
  page.evaluate(() => Object.keys((window as unknown as { _daily?: { instances?: object } })._daily?.instances ?? {}).length);

/** The agent says a line, as Vapi sends it over Daily. */
const agentSays = (page: Page, text: string) =>
  page.evaluate(
    (line) => (window as unknown as { __fakeAgent: { say(...args: string[]): void } }).__fakeAgent.say('assistant', line, 'final'),
    text,
  );

/** Presses Listen on a home-page card, agrees the first time, and waits until the call is live. */
async function goLive(page: Page, role: string, agentName: string) {
  await page.getByRole('button', { name: `Listen to ${role} agent` }).click();
  const consent = page.getByRole('group', { name: `Before the call with the ${role} agent` });
  // The first press asks first; later ones connect at once. Wait for whichever the visitor sees.
  await expect(consent.or(callBar(page, agentName))).toBeVisible();
  if (await consent.isVisible()) await continueToCall(page, role);
  await expect(callBar(page, agentName)).toContainText('Live');
}

async function openHomeWithCalls(page: Page) {
  await installFakeMicrophone(page);
  const seen = await routeDemoCallHosts(page, 'room', 'fake');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Listen to Conversational AI in action' })).toBeVisible();
  return seen;
}

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

/**
 * From now on, every place the call's controls take, each frame: on the card, its call button (Listen, then Stop) and
 * Mute, from the card's corner (a hovered card lifts as a whole); on the call bar, Mute and End call, from the bar's
 * bottom edge (the bar rises into the window as a whole). Each by its right edge (words change a button's width) and top.
 */
async function watchCallControls(page: Page, role: string) {
  await page.evaluate((cardRole) => {
    const labelled = (pattern: RegExp) => (button: Element) => pattern.test(button.getAttribute('aria-label') ?? '');
    const worded = (words: string) => (button: Element) => button.textContent === words;
    const inCard = () => [...document.querySelectorAll('article')].find((article) => article.querySelector('h3')?.textContent === cardRole);
    const inBar = () =>
      [...document.querySelectorAll('section')].find((section) => section.querySelector('h2')?.textContent?.startsWith('Demo call with'));
    const watched = [
      { control: 'cardCall', within: inCard, from: 'top', is: labelled(/^(Listen to|Stop call with) /) },
      { control: 'cardMute', within: inCard, from: 'top', is: worded('Mute') },
      { control: 'barMute', within: inBar, from: 'bottom', is: worded('Mute') },
      { control: 'barEnd', within: inBar, from: 'bottom', is: worded('End call') },
    ] as const;
    const places = new Map(watched.map(({ control }) => [control, new Set<string>()]));
    let watching = true;
    const frame = () => {
      for (const { control, within, from, is } of watched) {
        const root = within();
        const at = root && [...root.querySelectorAll('button')].find(is)?.getBoundingClientRect();
        if (!root || !at?.width) continue; // a state without it (the consent prompt), or with it not laid out yet
        const edge = root.getBoundingClientRect();
        places.get(control)!.add(`right ${Math.round(at.right - edge.left)}, top ${Math.round(at.top - edge[from])}`);
      }
      if (watching) requestAnimationFrame(frame);
    };
    frame();
    (window as unknown as { __callControlPlaces: () => object }).__callControlPlaces = () => {
      watching = false;
      return Object.fromEntries([...places].map(([control, seen]) => [control, [...seen]]));
    };
  }, role);
}

const callControlPlaces = (page: Page) =>
  page.evaluate(() => (window as unknown as { __callControlPlaces: () => Record<string, string[]> }).__callControlPlaces());

test.describe('the call bar', () => {
  // Whole calls across several pages: slower than one page's checks on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a call goes on across pages with its timer and captions, and End call there releases the microphone', async ({
    page,
    pageErrors,
  }) => {
    await openHomeWithCalls(page);
    await goLive(page, 'Lead Qualification', 'Ava');
    const bar = callBar(page, 'Ava');
    await expect(bar).toContainText('Lead Qualification agent');
    expect((await microphoneUse(page)).live).toBe(1);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your plan' })).toBeVisible();
    await expect(bar).toBeVisible();
    const elapsed = bar.locator('time');
    const before = await elapsed.textContent();
    await expect(elapsed).not.toHaveText(before!, { timeout: 3_000 }); // the timer runs

    await agentSays(page, 'Hi, this is Ava. Are you looking to buy or to rent?');
    await expect(captions(page)).toContainText('Ava (agent): Hi, this is Ava. Are you looking to buy or to rent?');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(bar).toBeVisible();
    await expect(captions(page)).toContainText('Are you looking to buy or to rent?');

    await bar.getByRole('button', { name: 'End call' }).click();
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('log')).toHaveCount(0); // the transcript goes with the call
    expect(await callMachine(page)).toEqual({ joins: 1, leaves: 1 });
    await expect.poll(async () => (await microphoneUse(page)).live).toBe(0);
    expect(await dailyCallObjects(page)).toBe(0);
    await expect(page.getByRole('status').filter({ hasText: 'Call Ended' })).toContainText('The Call has been Ended.');
    expect(pageErrors).toEqual([]);
  });

  test('mute holds across pages and shows on the card and the bar', async ({ page, pageErrors }) => {
    await openHomeWithCalls(page);
    await goLive(page, 'Customer Support', 'Liam');
    const bar = callBar(page, 'Liam');
    const card = page.getByRole('article', { name: 'Customer Support' });

    await bar.getByRole('button', { name: 'Mute' }).click();
    await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect.poll(async () => (await microphoneUse(page)).sending).toBe(0);
    expect((await microphoneUse(page)).live).toBe(1);

    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await bar.getByRole('button', { name: 'Unmute' }).click();
    await expect(bar.getByRole('button', { name: 'Mute' })).toBeVisible();
    await expect.poll(async () => (await microphoneUse(page)).sending).toBe(1);

    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page.getByRole('article', { name: 'Customer Support' }).getByRole('button', { name: 'Mute' })).toBeVisible();
    await page.getByRole('article', { name: 'Customer Support' }).getByRole('button', { name: 'Mute' }).click();
    await expect(bar.getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect.poll(async () => (await microphoneUse(page)).sending).toBe(0);

    // Stop on the card ends the one call the bar shows.
    await page.getByRole('button', { name: 'Stop call with Customer Support agent' }).click();
    await expect(bar).toHaveCount(0);
    await expect.poll(async () => (await microphoneUse(page)).live).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('Listen on another card while a call is live ends the first and starts the second', async ({ page, pageErrors }) => {
    await openHomeWithCalls(page);
    await goLive(page, 'Appointment Booking', 'Noah');
    await goLive(page, 'Mortgage Support Assistant', 'Grace');
    await expect(callBar(page, 'Noah')).toHaveCount(0);
    expect(await callMachine(page)).toEqual({ joins: 2, leaves: 1 });
    await expect.poll(async () => (await microphoneUse(page)).live).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  // A press aimed at a button that moves with the status words beside it (connecting, the timer, who is speaking) lands
  // elsewhere, or on nothing when the button moves between the press and the release.
  test("at 375, 768 and 1280 px the call's controls on the card and the bar stay put from Listen through a whole call", async ({
    page,
    pageErrors,
  }) => {
    await openHomeWithCalls(page);
    const card = page.getByRole('article', { name: 'Sales & Qualification' });
    for (const width of [375, 768, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await card.scrollIntoViewIfNeeded();
        await watchCallControls(page, 'Sales & Qualification');
        await goLive(page, 'Sales & Qualification', 'Mia');
        await expect(card).toContainText('Speaking');
        await expect(card).toContainText('Listening', { timeout: 5_000 }); // once the greeting is over
        await card.getByRole('button', { name: 'Stop call with Sales & Qualification agent' }).click();
        await expect(card.getByRole('button', { name: 'Listen to Sales & Qualification agent' })).toBeVisible();
        const places = await callControlPlaces(page);
        for (const control of ['cardCall', 'cardMute', 'barMute', 'barEnd']) expect(places[control], control).toHaveLength(1);
      });
    }
    expect(pageErrors).toEqual([]);
  });

  test('leaving or reloading the page hangs up', async ({ page, pageErrors }) => {
    await openHomeWithCalls(page);
    await goLive(page, 'Reservation Assistant', 'Sofia');

    // What the browser fires as the page goes away for good (reload, close, navigation off the site).
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await expect(callBar(page, 'Sofia')).toHaveCount(0);
    expect(await callMachine(page)).toEqual({ joins: 1, leaves: 1 });
    await expect.poll(async () => (await microphoneUse(page)).live).toBe(0);
    expect(await dailyCallObjects(page)).toBe(0);

    await goLive(page, 'Reservation Assistant', 'Sofia');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Listen to Reservation Assistant agent' })).toBeVisible();
    await expect(callBar(page, 'Sofia')).toHaveCount(0);
    expect(await callMachine(page)).toBeNull(); // the new page has no call at all
    expect((await microphoneUse(page)).requests).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('on a 375 px phone the bar covers no header link, footer link or toast', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHomeWithCalls(page);
    await goLive(page, 'Policy Renewal & Upsell Assistant', 'Lucas');
    const bar = callBar(page, 'Lucas');
    const barBox = await box(bar);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(740);
    expect(barBox.height).toBeLessThan(740 / 2);

    // Toasts (such as "Call Started") stack from the bottom of their viewport, which sits above the bar. Measured
    // once the toast shows: until then the toast area may still be its stand-in, which the toast code replaces.
    const toasts = page.getByRole('region', { name: /^Notifications/ }).getByRole('list');
    await expect(toasts.getByText('Call Started')).toBeVisible();
    const toastsBox = await box(toasts);
    expect(toastsBox.y + toastsBox.height).toBeLessThanOrEqual(barBox.y + 1);

    for (const link of await page.getByRole('banner').getByRole('link').all()) {
      if (!(await link.isVisible())) continue;
      const linkBox = await box(link);
      expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(barBox.y);
    }

    // The page scrolls its last links clear of the bar; a real click proves nothing covers them.
    // The visitor scrolls to the end, and again if the page has moved meanwhile (blocks still loading as they near the screen).
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const privacyBox = await box(privacy);
        return privacyBox.y + privacyBox.height <= (await box(bar)).y;
      })
      .toBe(true);
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'End call' }).click();
    await expect(bar).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('consent: no microphone and no call request until Continue; the choice is remembered', async ({ page, pageErrors }) => {
    const seen = await openHomeWithCalls(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const callRequests = () => requests.filter((url) => url.startsWith(FAKE_VAPI_API) || /daily\.co/.test(url));

    await page.getByRole('button', { name: 'Listen to Educational Receptionist agent' }).click();
    const consent = page.getByRole('group', { name: 'Before the call with the Educational Receptionist agent' });
    await expect(consent).toBeVisible();
    await expect(consent.getByRole('button', { name: 'Continue' })).toBeFocused();
    await consent.getByRole('button', { name: 'Cancel' }).click();
    await expect(consent).toHaveCount(0);

    await page.getByRole('button', { name: 'Listen to Educational Receptionist agent' }).click();
    await expect(consent).toBeVisible();
    await page.waitForTimeout(500); // anything a press would set off has had its chance
    expect((await microphoneUse(page)).requests).toBe(0);
    expect(callRequests()).toEqual([]);
    expect(seen.webCalls).toEqual([]);
    expect(seen.callMachine).toBe(0);

    await consent.getByRole('button', { name: 'Continue' }).click();
    await expect(callBar(page, 'Ethan')).toContainText('Live');
    expect((await microphoneUse(page)).requests).toBe(1);
    expect(seen.webCalls).toHaveLength(1);
    await callBar(page, 'Ethan').getByRole('button', { name: 'End call' }).click();

    await page.reload();
    await page.getByRole('button', { name: 'Listen to Sales & Qualification agent' }).click();
    await expect(page.getByRole('group', { name: /^Before the call/ })).toHaveCount(0);
    await expect(callBar(page, 'Mia')).toContainText('Live');
    expect(pageErrors).toEqual([]);
  });

  test('axe finds nothing with the bar open and captions showing', async ({ page }, testInfo) => {
    await openHomeWithCalls(page);
    await goLive(page, 'Lead Qualification', 'Ava');
    await agentSays(page, 'Hello, this is Ava from Callvera.');
    await page.evaluate(() =>
      (window as unknown as { __fakeAgent: { say(...args: string[]): void } }).__fakeAgent.say(
        'user',
        'Hi Ava, I am looking for',
        'partial',
      ),
    );
    await expect(captions(page)).toContainText('You: Hi Ava, I am looking for');
    expect(await axeFindings(page)).toEqual([]);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`call-bar-${width}.png`) });
    }

    // Collapsing captions is remembered for the next call.
    await callBar(page, 'Ava').getByRole('button', { name: 'Hide captions' }).click();
    await expect(captions(page)).toHaveCount(0);
    await callBar(page, 'Ava').getByRole('button', { name: 'End call' }).click();
    await goLive(page, 'Lead Qualification', 'Ava');
    await expect(callBar(page, 'Ava').getByRole('button', { name: 'Show captions' })).toHaveAttribute('aria-expanded', 'false');
    await expect(captions(page)).toHaveCount(0);
  });
});
