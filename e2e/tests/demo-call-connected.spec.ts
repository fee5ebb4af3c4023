import { test, expect, remoteOrigin } from '../support/site-test';
import { routeDemoCallHosts } from '../support/demo-call-routes';
import { continueToCall } from '../support/demo-call-consent';
import { axeFindings } from '../support/axe-findings';

/**
 * A whole call with no network: the real engine, @vapi-ai/web and daily-js, with
 * the API answered by the test and Daily's call machine replaced by a fake that
 * speaks daily-js 0.87.0's protocol (e2e/support/fake-daily-call-machine.js).
 */
const listen = (role: string) => ({ name: `Listen to the ${role} agent` });
const stop = (role: string) => ({ name: `Stop the call with the ${role} agent` });

test.describe('a connected demo call, offline', () => {
  test.beforeEach(async ({ page }) => {
    await routeDemoCallHosts(page, 'room', 'fake');
    await page.goto(`${remoteOrigin('demo_call')}/`);
  });

  test('goes live with "Call Started", shows time and speech, and ends with "Call Ended"', async ({ page, pageErrors }) => {
    await page.getByRole('button', listen('Lead Qualification')).click();
    await continueToCall(page, 'Lead Qualification');
    await expect(page.getByText('Connecting to the Lead Qualification agent…')).toBeVisible();

    const started = page.getByRole('status').filter({ hasText: 'Call Started' });
    await expect(started).toContainText('The Call has been Started.');
    await expect(page.getByText('On a live call with the Lead Qualification agent. Speak when you are ready.')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: 'Lead Qualification' });
    await expect(card).toContainText('agent speaking');
    await expect(card).toContainText('agent listening', { timeout: 5_000 }); // 1 s after the voice stops
    await expect(card).toContainText('0:02');
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', stop('Lead Qualification')).click();
    await expect(page.getByRole('status').filter({ hasText: 'Call Ended' })).toContainText('The Call has been Ended.');
    await expect(page.getByText('No demo call is running.')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __fakeCallMachine: { leaves: number } }).__fakeCallMachine.leaves)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('hangs up when the page is hidden for good (pagehide)', async ({ page, pageErrors }) => {
    await page.getByRole('button', listen('Reservation Assistant')).click();
    await continueToCall(page, 'Reservation Assistant');
    await expect(page.getByText('On a live call with the Reservation Assistant agent. Speak when you are ready.')).toBeVisible();

    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    await expect(page.getByText('No demo call is running.')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fakeCallMachine: { leaves: number } }).__fakeCallMachine.leaves))
      .toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('switches from one live agent to another: one call at a time', async ({ page, pageErrors }) => {
    await page.getByRole('button', listen('Customer Support')).click();
    await continueToCall(page, 'Customer Support');
    await expect(page.getByText('On a live call with the Customer Support agent. Speak when you are ready.')).toBeVisible();

    await page.getByRole('button', listen('Policy Renewal & Upsell Assistant')).click();
    await expect(
      page.getByText('On a live call with the Policy Renewal & Upsell Assistant agent. Speak when you are ready.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Stop the call/ })).toHaveCount(1);
    const machine = await page.evaluate(() => (window as unknown as { __fakeCallMachine: object }).__fakeCallMachine);
    expect(machine).toEqual({ joins: 2, leaves: 1 });
    expect(pageErrors).toEqual([]);
  });

  test('microphone denied: the call ends and the toast says how to allow the microphone', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      (window as unknown as { __fakeCallMachineScenario: string }).__fakeCallMachineScenario = 'microphone-denied';
    });
    await page.reload();
    await page.getByRole('button', listen('Appointment Booking')).click();
    await continueToCall(page, 'Appointment Booking');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Microphone blocked');
    await expect(alert).toContainText('allow the microphone for this site');
    await expect(page.getByRole('button', listen('Appointment Booking'))).toHaveAttribute('aria-pressed', 'false');
    // The engine hung up at once, so the agent's "listening" never turned into a call.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __fakeCallMachine: { leaves: number } }).__fakeCallMachine.leaves))
      .toBe(1);
    await expect(page.getByText('Call Started')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("connects under a Content-Security-Policy that forbids eval (Daily's avoidEval)", async ({ page, pageErrors }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.route(`${remoteOrigin('demo_call')}/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': "script-src 'self' https://c.daily.co" },
      });
    });
    await page.reload();
    await page.getByRole('button', listen('Mortgage Support Assistant')).click();
    await continueToCall(page, 'Mortgage Support Assistant');

    await expect(page.getByText('On a live call with the Mortgage Support Assistant agent. Speak when you are ready.')).toBeVisible();
    await page.getByRole('button', stop('Mortgage Support Assistant')).click();
    expect(violations).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
