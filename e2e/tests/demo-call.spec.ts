import { test, expect, remoteOrigin } from '../support/site-test';
import { PUBLIC_KEY, routeDemoCallHosts } from '../support/demo-call-routes';
import { continueToCall } from '../support/demo-call-consent';
import { axeFindings } from '../support/axe-findings';

/**
 * The real engine and the real @vapi-ai/web + daily-js, on the demo-call
 * remote's own workbench page, through their real failure paths. Every host a
 * call touches is routed by the test (see demo-call-routes.ts).
 */

// The engine's promise: a press ends live or with a message within 12 s (DEMO_CALL_CONNECT_TIMEOUT_MS).
const CONNECT_TIMEOUT_MS = 12_000;
const MARGIN_MS = 2_000;

const listen = (role: string) => ({ name: `Listen to the ${role} agent` });
const stop = (role: string) => ({ name: `Stop the call with the ${role} agent` });

test.describe('demo calls on the workbench', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${remoteOrigin('demo_call')}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo-call workbench' })).toBeVisible();
  });

  test('the API answers 500: a clear toast, and the card is idle again', async ({ page, pageErrors }) => {
    const seen = await routeDemoCallHosts(page, 'error-500');
    await page.reload();
    await page.getByRole('button', listen('Lead Qualification')).click();
    await continueToCall(page, 'Lead Qualification');

    await expect(page.getByRole('alert')).toContainText("The demo call didn't start", { timeout: CONNECT_TIMEOUT_MS });
    await expect(page.getByRole('alert')).toContainText('The demo service turned the call down.');
    await expect(page.getByRole('alert')).not.toContainText('[object');
    await expect(page.getByRole('button', listen('Lead Qualification'))).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status').filter({ hasText: 'No demo call is running.' })).toBeVisible();

    // What the SDK sent: the public key as Bearer, the assistant id as the body.
    expect(seen.webCalls).toHaveLength(1);
    expect(seen.webCalls[0]!.headers.authorization).toBe(`Bearer ${PUBLIC_KEY}`);
    expect(seen.webCalls[0]!.body).toEqual({ assistantId: 'asst-leadQualification' });
    expect(pageErrors).toEqual([]);
  });

  test('the API is unreachable: a clear toast, and pressing again tries again', async ({ page, pageErrors }) => {
    const seen = await routeDemoCallHosts(page, 'unreachable');
    await page.reload();
    await page.getByRole('button', listen('Customer Support')).click();
    await continueToCall(page, 'Customer Support');

    await expect(page.getByRole('alert')).toContainText("Couldn't reach the demo service", { timeout: CONNECT_TIMEOUT_MS });
    await expect(page.getByRole('button', listen('Customer Support'))).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toContainText("Couldn't reach the demo service");
    expect(seen.webCalls).toHaveLength(2);
    expect(pageErrors).toEqual([]);
  });

  test('the call machine is blocked: Daily gives up, the toast says so, the card is idle', async ({ page, pageErrors }) => {
    const seen = await routeDemoCallHosts(page, 'room', 'blocked');
    await page.reload();
    await page.getByRole('button', listen('Appointment Booking')).click();
    const pressedAt = Date.now(); // the time-out counts from Continue, the press that asks for the call
    await continueToCall(page, 'Appointment Booking');
    await expect(page.getByRole('button', stop('Appointment Booking'))).toBeVisible();
    await expect(page.getByText('Connecting to the Appointment Booking agent…')).toBeVisible();

    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: CONNECT_TIMEOUT_MS + MARGIN_MS });
    await expect(alert).toContainText("The demo call didn't connect");
    await expect(alert).toContainText('The voice connection could not be set up.');
    expect(Date.now() - pressedAt).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS);
    await expect(page.getByRole('button', listen('Appointment Booking'))).toHaveAttribute('aria-pressed', 'false');
    expect(seen.callMachine).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });

  test("the call machine never answers: our own time-out ends the wait, not the SDK's 66 s", async ({ page, pageErrors }) => {
    await routeDemoCallHosts(page, 'room', 'hangs');
    await page.reload();
    await page.getByRole('button', listen('Policy Renewal & Upsell Assistant')).click();
    const pressedAt = Date.now(); // the time-out counts from Continue, the press that asks for the call
    await continueToCall(page, 'Policy Renewal & Upsell Assistant');

    await expect(page.getByRole('alert')).toContainText("The demo agent didn't answer", {
      timeout: CONNECT_TIMEOUT_MS + MARGIN_MS,
    });
    const waited = Date.now() - pressedAt;
    expect(waited).toBeGreaterThan(CONNECT_TIMEOUT_MS - MARGIN_MS);
    expect(waited).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS);
    await expect(page.getByRole('button', listen('Policy Renewal & Upsell Assistant'))).toHaveAttribute('aria-pressed', 'false');
    expect(pageErrors).toEqual([]);
  });

  test('pressing the connecting card cancels it, and another card takes over', async ({ page, pageErrors }) => {
    await routeDemoCallHosts(page, 'room', 'hangs');
    await page.reload();
    await page.getByRole('button', listen('Mortgage Support Assistant')).click();
    await continueToCall(page, 'Mortgage Support Assistant');
    await page.getByRole('button', stop('Mortgage Support Assistant')).click();
    await expect(page.getByRole('status').filter({ hasText: 'No demo call is running.' })).toBeVisible();

    await page.getByRole('button', listen('Educational Receptionist')).click();
    await page.getByRole('button', listen('Sales & Qualification')).click();
    await expect(page.getByRole('button', { name: /^Stop the call/ })).toHaveCount(1);
    await expect(page.getByRole('button', stop('Sales & Qualification'))).toBeVisible();
    await page.getByRole('button', stop('Sales & Qualification')).click();
    await expect(page.getByRole('button', { name: /^Stop the call/ })).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('fetches the Vapi and Daily code only once a visitor shows intent', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await routeDemoCallHosts(page, 'error-500');
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => /vapi-sdk/.test(url))).toEqual([]);

    await page.getByRole('button', listen('Reservation Assistant')).hover();
    await expect.poll(() => requested.filter((url) => /vapi-sdk/.test(url)).length).toBe(1);
  });

  test('axe finds nothing, idle or showing an error', async ({ page }) => {
    await routeDemoCallHosts(page, 'error-500');
    await page.reload();
    expect(await axeFindings(page)).toEqual([]);

    await page.getByRole('button', listen('Lead Qualification')).click();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    expect(await axeFindings(page)).toEqual([]); // with the consent line open
    await continueToCall(page, 'Lead Qualification');
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
});
