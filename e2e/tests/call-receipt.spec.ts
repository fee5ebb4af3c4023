import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/site-test';
import { routeDemoCallHosts } from '../support/demo-call-routes';
import { continueToCall } from '../support/demo-call-consent';
import { installFakeMicrophone } from '../support/fake-microphone';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { MONTHLY_PLANS, OVERAGE_CENTS_PER_MINUTE } from '@callvera/shared/pricing-plans';

/**
 * The receipt a live demo call leaves, on the composed site, with a whole call offline: the real engine,
 * @vapi-ai/web and daily-js, Daily's call machine replaced by e2e/support/fake-daily-call-machine.js, whose
 * agent answers each turn a known time after the service says the visitor stopped speaking.
 */

const ANSWERS_AFTER_MS = [600, 1_200];
/** What the receipt's figures may differ from the fake agent's timing by: timers on a busy machine. */
const WITHIN_MS = 50;

interface Turn {
  visitorWords: string;
  agentWords: string;
  answersAfterMs: number;
}
const TURNS: Turn[] = [
  { visitorWords: 'I would like to see a flat.', agentWords: 'Happy to help. Which area?', answersAfterMs: ANSWERS_AFTER_MS[0]! },
  {
    visitorWords: 'Somewhere near the river.',
    agentWords: 'I have two there. Shall I book a viewing?',
    answersAfterMs: ANSWERS_AFTER_MS[1]!,
  },
];

const card = (page: Page) => page.getByRole('article', { name: 'Lead Qualification' });
const receiptDialog = (page: Page) => page.getByRole('dialog', { name: 'Receipt of your demo call with Ava' });
const receiptBar = (page: Page) => page.getByRole('region', { name: 'Demo call receipt' });
const seconds = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 1000);

/** The conversions the page sent to the site's collector, as the collector decodes them. */
function watchConversions(page: Page) {
  const conversions: { action: string; agent?: string }[] = [];
  void page.route(`**${FIELD_EVENTS.wire.collectorPath}?*`, async (route) => {
    const batch = new URL(route.request().url()).searchParams.get(FIELD_EVENTS.wire.batchParam)!;
    const { events } = JSON.parse(Buffer.from(batch, 'base64url').toString('utf8')) as {
      events: { name: string; action: string; agent?: string }[];
    };
    conversions.push(...events.filter((event) => event.name === 'conversion'));
    await route.fulfill({ status: 204 });
  });
  return conversions;
}

/** A call with Ava: Listen, agree, `turns` (by default two with known answer times), then Stop on the card. */
async function callAva(page: Page, turns = TURNS) {
  await page.getByRole('button', { name: 'Listen to Lead Qualification agent' }).click();
  const consent = page.getByRole('group', { name: 'Before the call with the Lead Qualification agent' });
  await expect(consent.or(page.getByRole('region', { name: 'Demo call with Ava' }))).toBeVisible();
  if (await consent.isVisible()) await continueToCall(page, 'Lead Qualification');
  await expect(page.getByRole('region', { name: 'Demo call with Ava' })).toContainText('Live');
  for (const turn of turns) {
    await page.evaluate(
      (played) => (window as unknown as { __fakeAgent: { turn(t: Turn): Promise<void> } }).__fakeAgent.turn(played),
      turn,
    );
  }
  if (turns.length) await expect(page.getByRole('log', { name: 'Live captions' })).toContainText(turns.at(-1)!.agentWords);
  await card(page).getByRole('button', { name: 'Stop call with Lead Qualification agent' }).click();
}

test.describe('the call receipt', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installFakeMicrophone(page);
    await routeDemoCallHosts(page, 'room', 'fake');
  });

  test('shows the measured response times, the cost on each plan, keeps as text and leads to a filled-in estimator', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const conversions = watchConversions(page);
    await page.goto('/');
    await callAva(page);

    // Where the call was: on its card, announced once, politely.
    const summary = card(page).getByRole('region', { name: 'Your call receipt' });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your receipt of the call with Ava is ready.' })).toHaveCount(1);
    await expect(receiptBar(page)).toHaveCount(0);

    await summary.getByRole('button', { name: 'Open receipt' }).click();
    const dialog = receiptDialog(page);
    await expect(dialog).toBeVisible();

    // The agent's response time per turn, as the fake agent answered, within WITHIN_MS. Its timer answers
    // ANSWERS_AFTER_MS after the stop, later when the machine is busy: the receipt is held to when it really did.
    const answered = await page.evaluate(() =>
      (window as unknown as { __fakeAgent: { turnsPlayed: { stoppedAt: number; answeredAt: number }[] } }).__fakeAgent.turnsPlayed.map(
        ({ stoppedAt, answeredAt }) => answeredAt - stoppedAt,
      ),
    );
    expect(answered).toHaveLength(2);
    for (const [index, intended] of ANSWERS_AFTER_MS.entries()) {
      expect(answered[index]!, `the fake agent answered turn ${index + 1} as intended`).toBeGreaterThanOrEqual(intended - 1);
      expect(answered[index]!, `the fake agent answered turn ${index + 1} as intended`).toBeLessThan(intended + 500);
    }
    const turns = dialog.getByRole('list', { name: 'Response time per turn' }).getByRole('listitem');
    await expect(turns).toHaveCount(2);
    for (const [index, expected] of answered.entries()) {
      const text = (await turns.nth(index).textContent())!;
      expect(text).toMatch(new RegExp(`^Turn ${index + 1}, you stopped at \\d+:\\d\\d: \\d+\\.\\d\\d s$`));
      expect(Math.abs(seconds(text.split(': ').at(-1)!) - expected), `turn ${index + 1}: ${text}`).toBeLessThanOrEqual(WITHIN_MS);
    }
    const summaryLine = (await dialog.getByText(/^Median /).textContent())!;
    const [median, slowest] = [...summaryLine.matchAll(/(\d+\.\d\d) s/g)].map((match) => seconds(match[1]!));
    expect(Math.abs(median! - (answered[0]! + answered[1]!) / 2)).toBeLessThanOrEqual(WITHIN_MS);
    expect(Math.abs(slowest! - Math.max(...answered))).toBeLessThanOrEqual(WITHIN_MS);
    await expect(dialog).toContainText('Measured in this browser');

    // The cost lines: each plan's minutes as the pricing page shows them, this call's share, the overage price.
    // The receipt shows the call's minutes to the hundredth: the share and the price are checked to that precision.
    const rows = dialog.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(1 + MONTHLY_PLANS.length);
    const callMinutes = Number((await rows.nth(1).getByRole('cell').nth(1).textContent())!.match(/^(\d+\.\d\d) min/)![1]);
    expect(callMinutes).toBeGreaterThan(0.1); // two turns and more: some ten seconds
    for (const [index, plan] of MONTHLY_PLANS.entries()) {
      const row = rows.nth(index + 1);
      const allowance = Number(plan.minutes);
      await expect(row.getByRole('rowheader')).toHaveText(plan.tier);
      await expect(row.getByRole('cell').nth(0)).toHaveText(allowance.toLocaleString('en-US'));
      const [, minutesShown, shareShown] = (await row.getByRole('cell').nth(1).textContent())!.match(
        /^(\d+\.\d\d) min \((<0\.01|\d+\.\d\d)%\)$/,
      )!;
      expect(Number(minutesShown)).toBe(callMinutes);
      const share = (callMinutes / allowance) * 100;
      const precision = (0.005 / allowance) * 100 + 0.005;
      if (shareShown === '<0.01') expect(share).toBeLessThan(0.01 + precision);
      else expect(Math.abs(Number(shareShown) - share), `${plan.tier}: ${shareShown}%`).toBeLessThanOrEqual(precision);
    }
    const price = (await dialog.getByText(/at the overage rate of \$0\.13 a minute, this call would cost/).textContent())!;
    const [, priceShown] = price.match(/would cost (under \$0\.01|\$\d+\.\d\d)\.$/)!;
    const cents = callMinutes * OVERAGE_CENTS_PER_MINUTE;
    if (priceShown === 'under $0.01') expect(cents).toBeLessThan(1.07);
    else expect(Math.abs(Number(priceShown!.slice(1)) * 100 - cents)).toBeLessThanOrEqual(0.57);

    // The transcript: both sides, final words, each with its time from the start.
    const transcript = dialog.getByRole('list', { name: 'Final words, with their time from the start of the call' });
    for (const turn of TURNS) {
      await expect(transcript).toContainText(new RegExp(`\\d+:\\d\\d You: ${turn.visitorWords.replace('.', '\\.')}`));
      await expect(transcript).toContainText(`Ava (agent): ${turn.agentWords}`);
    }

    // Copy and Download: the same text, everything above in it.
    await dialog.getByRole('button', { name: 'Copy as text' }).click();
    await expect(dialog.getByRole('status')).toHaveText('The receipt is copied as text.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Callvera demo call receipt');
    expect(copied).toContain((await turns.nth(1).textContent())!);
    expect(copied).toContain(`Ava (agent): ${TURNS[1]!.agentWords}`);
    expect(copied).toMatch(/Pro: \d+\.\d\d min of 1,800 minutes a month/);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download .txt' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^callvera-demo-call-\d{4}-\d\d-\d\d-\d{4}\.txt$/);
    expect(await readFile((await download.path())!, 'utf8')).toBe(copied);

    // Escape closes it; focus goes back to Open.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(summary.getByRole('button', { name: 'Open receipt' })).toBeFocused();

    // Moving on: the call bar holds it; back on the home page, the card does again.
    await page.getByRole('banner').getByRole('link', { name: 'Human VS AI' }).click();
    await expect(page).toHaveURL(/\/Human-vs-AI$/);
    await expect(receiptBar(page).getByRole('heading', { name: 'Your call receipt: Ava, Lead Qualification agent' })).toBeVisible();
    await page.goBack();
    await expect(summary).toBeVisible();
    await expect(receiptBar(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Your receipt of the call with Ava is ready.' })).toHaveCount(0);

    // The pricing link: the estimator has the call's length, and calls a day make the month's minutes.
    await summary.getByRole('button', { name: 'Open receipt' }).click();
    const callSeconds = Math.max(1, Math.round(callMinutes * 60));
    await dialog.getByRole('link', { name: 'Price calls like this one on the pricing page' }).click();
    await expect(page).toHaveURL(new RegExp(`/pricing\\?call-seconds=(${callSeconds - 1}|${callSeconds}|${callSeconds + 1})#estimator$`));
    const estimator = page.getByRole('region', { name: 'Estimate your monthly cost' });
    const linked = Number(new URL(page.url()).searchParams.get('call-seconds'));
    await expect(estimator).toContainText(`Your demo call lasted ${linked} s.`);
    await expect(estimator).toBeInViewport();
    await estimator.getByRole('textbox', { name: 'Calls like your demo call, per day' }).fill('40');
    const minutes = Math.ceil((linked * 40 * 30) / 60);
    await expect(estimator.getByRole('textbox', { name: 'Expected minutes per month' })).toHaveValue(String(minutes));
    await expect(estimator.getByText(/^Cheapest plan/).first()).toBeVisible();
    await expect(receiptBar(page)).toBeVisible(); // still there, for the visit

    // Each use of the receipt is a demo-call conversion in the field events, with its agent.
    await expect
      .poll(
        () => conversions.filter((event) => event.action.startsWith('demo-call-receipt-')).map((event) => `${event.action} ${event.agent}`),
        {
          timeout: 20_000,
        },
      )
      .toEqual(
        expect.arrayContaining([
          'demo-call-receipt-opened leadQualification',
          'demo-call-receipt-copied leadQualification',
          'demo-call-receipt-downloaded leadQualification',
          'demo-call-receipt-pricing leadQualification',
        ]),
      );
    expect(pageErrors).toEqual([]);
  });

  // Calls without turns: what is tested is where the receipt is, and a call of no turns has one too.
  test('lasts for the visit: dismissed it goes, another call replaces it, a new page load has none', async ({ page, pageErrors }) => {
    await page.goto('/');
    await callAva(page, []);
    const summary = card(page).getByRole('region', { name: 'Your call receipt' });
    await expect(summary).toBeVisible();

    await summary.getByRole('button', { name: 'Dismiss the call receipt' }).click();
    await expect(summary).toHaveCount(0);
    await expect(card(page).getByRole('button', { name: 'Listen to Lead Qualification agent' })).toBeFocused();

    await callAva(page, []);
    await expect(summary).toBeVisible();
    // Another call takes it away; its own receipt comes when it ends.
    await page.getByRole('button', { name: 'Listen to Lead Qualification agent' }).click();
    await expect(summary).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Demo call with Ava' })).toContainText('Live');
    await card(page).getByRole('button', { name: 'Stop call with Lead Qualification agent' }).click();
    await expect(page.getByRole('region', { name: 'Your call receipt' })).toHaveCount(1);
    await summary.getByRole('button', { name: 'Open receipt' }).click();
    await expect(receiptDialog(page).getByRole('list', { name: 'Response time per turn' })).toHaveCount(0);
    // That call had no turn: nothing to time, and the receipt says so.
    await expect(receiptDialog(page)).toContainText("Can't be measured: the call sent no timing of who was speaking.");
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Listen to Conversational AI in action' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your call receipt' })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("the receipt's pricing link opened as a page of its own (a new tab) fills the estimator too", async ({ page, pageErrors }) => {
    await page.goto('/pricing?call-seconds=154#estimator');
    const estimator = page.getByRole('region', { name: 'Estimate your monthly cost' });
    await expect(estimator).toContainText('Your demo call lasted 2 min 34 s.');
    await estimator.getByRole('textbox', { name: 'Calls like your demo call, per day' }).fill('40');
    await expect(estimator.getByRole('textbox', { name: 'Expected minutes per month' })).toHaveValue('3080');
    await expect(estimator.getByText('Starter', { exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  // One call serves the three widths: the receipt's layout follows the width it is shown at, resized as a visitor
  // turns a tablet or widens a window.
  test('reduced motion: at 375, 768 and 1280 px the receipt fits on its card, in its dialog and in the bar', async ({
    page,
    pageErrors,
  }) => {
    const screens = [
      { width: 375, height: 800 },
      { width: 768, height: 1024 },
      { width: 1280, height: 800 },
    ];
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(screens[0]!);
    await page.goto('/');
    await callAva(page);
    const summary = card(page).getByRole('region', { name: 'Your call receipt' });
    for (const { width, height } of screens) {
      await test.step(`${width} px: on its card and in its dialog`, async () => {
        await page.setViewportSize({ width, height });
        await expect(summary).toBeVisible();
        await summary.screenshot({ path: test.info().outputPath(`receipt-card-${width}.png`) });

        await summary.getByRole('button', { name: 'Open receipt' }).click();
        const dialog = receiptDialog(page);
        await expect(dialog).toBeVisible();
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
        await page.screenshot({ path: test.info().outputPath(`receipt-dialog-${width}.png`) });
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
      });
    }

    await page.getByRole('banner').getByRole('link', { name: 'Human VS AI' }).click();
    const bar = receiptBar(page);
    for (const { width, height } of screens) {
      await test.step(`${width} px: in the bar`, async () => {
        await page.setViewportSize({ width, height });
        await expect(bar.getByRole('button', { name: 'Open receipt' })).toBeInViewport();
        await expect(bar.getByRole('button', { name: 'Dismiss the call receipt' })).toBeInViewport();
        await page.screenshot({ path: test.info().outputPath(`receipt-bar-${width}.png`) });
      });
    }
    expect(pageErrors).toEqual([]);
  });
});
