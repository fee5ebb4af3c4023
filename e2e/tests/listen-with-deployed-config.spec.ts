import type { Page } from '@playwright/test';
import { test, expect, remoteOrigin } from '../support/site-test';
import { AGENT_ROLES } from '../support/demo-agent-roles';
import { editDeployedFile, editDeployedJson } from '../support/deployed-files';
import { continueToCall } from '../support/demo-call-consent';
import { liveDemoSiteConfig, routeDemoCallHosts } from '../support/demo-call-routes';
import { appHasTakenOver, openSlowly } from '../support/slow-page';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents/demo-agent-keys';

/**
 * An operator switches live demos on or off in the deployed site-config.json, and the
 * prerendered pages stay as they were. A visitor on a slow phone presses Listen before
 * the app has taken over; the landing remote arrives after the shell, so the deployed
 * file has been read before the page's own part is taken over. The press must go on
 * exactly as a later press would.
 */
test.use({ waitForApp: false });

const listen = (page: Page, role: string) => page.getByRole('button', { name: `Listen to ${role} agent` });
const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function pressListenBeforeTakeOver(page: Page, role: string) {
  const letCodeArrive = await openSlowly(page, '/', { hold: true, lateOrigins: [remoteOrigin('landing')] });
  await listen(page, role).click();
  await expect(appHasTakenOver(page)).toHaveCount(0);
  letCodeArrive();
  await expect(appHasTakenOver(page)).toBeAttached({ timeout: 15_000 });
}

test.describe('Listen pressed before take-over, once the deployed site config changed', () => {
  let restoreDeployedFile = () => {};
  test.afterEach(() => restoreDeployedFile());

  test('live demos switched on after the prerender: every card asks for consent, then calls its agent', async ({ page, pageErrors }) => {
    test.setTimeout(180_000);
    restoreDeployedFile = editDeployedJson('site-config.json', () => liveDemoSiteConfig());
    for (const [index, role] of AGENT_ROLES.entries()) {
      const seen = await routeDemoCallHosts(page, 'error-500');
      // The operator's edited file on the server decides, not a copy the test hands the page.
      await page.unroute('**/site-config.json');
      await pressListenBeforeTakeOver(page, role);
      await continueToCall(page, role);
      await expect.poll(() => seen.webCalls.length, { message: role, timeout: 15_000 }).toBe(1);
      expect(seen.webCalls[0]!.body).toEqual({ assistantId: `asst-${DEMO_AGENT_KEYS[index]}` });
      await page.evaluate(() => localStorage.clear()); // the next card meets a first-time visitor too
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    expect(pageErrors).toEqual([]);
  });

  test('live demos switched off after a prerender that had them: every card says demos are off', async ({ page, pageErrors }) => {
    test.setTimeout(180_000);
    restoreDeployedFile = prerenderHomeWithLiveDemos();
    for (const role of AGENT_ROLES) {
      let callApiRequests = 0;
      await page.route('https://api.vapi.ai/**', (route) => {
        callApiRequests += 1;
        return route.abort('blockedbyclient');
      });
      await pressListenBeforeTakeOver(page, role);
      await expect(notifications(page).getByText('Live demos are unavailable'), role).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('group', { name: `Before the call with the ${role} agent` })).toHaveCount(0);
      await expect(listen(page, role)).toBeVisible();
      expect(callApiRequests, role).toBe(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    expect(pageErrors).toEqual([]);
  });
});

/** The home page as a prerender run with usable Vapi settings wrote it; the deployed file has none. */
function prerenderHomeWithLiveDemos() {
  return editDeployedFile('index.html', (html) =>
    html.replace(
      /(<script type="application\/json" data-deployed-file="\/site-config\.json">)[^<]*(<\/script>)/,
      (_, open: string, close: string) => `${open}${JSON.stringify(liveDemoSiteConfig())}${close}`,
    ),
  );
}
