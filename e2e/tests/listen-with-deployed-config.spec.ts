import type { Page } from '@playwright/test';
import { test, expect, remoteOrigin } from '../support/site-test';
import { AGENT_ROLES } from '../support/demo-agent-roles';
import { editDeployedFile, editDeployedJson } from '../support/deployed-files';
import { continueToCall } from '../support/demo-call-consent';
import { liveDemoSiteConfig, routeDemoCallHosts } from '../support/demo-call-routes';
import { appHasTakenOver, openSlowly, tabsOfOneBrowser, turnsOnTabs } from '../support/slow-page';
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
const consentLine = (page: Page, role: string) => page.getByRole('group', { name: `Before the call with the ${role} agent` });

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
    const tabs = await tabsOfOneBrowser(page, pageErrors);
    for (const cards of turnsOnTabs(tabs, AGENT_ROLES)) {
      const seen = await Promise.all(
        cards.map(async ({ tab, item: role }) => {
          const calls = await routeDemoCallHosts(tab, 'error-500');
          // The operator's edited file on the server decides, not a copy the test hands the page.
          await tab.unroute('**/site-config.json');
          await pressListenBeforeTakeOver(tab, role);
          return calls;
        }),
      );
      // The yes is kept for the whole browser: every tab of the turn has asked before any says yes.
      await Promise.all(cards.map(({ tab, item: role }) => expect(consentLine(tab, role), role).toBeVisible()));
      await Promise.all(cards.map(({ tab, item: role }) => continueToCall(tab, role)));
      await Promise.all(
        cards.map(async ({ item: role, index }, turn) => {
          await expect.poll(() => seen[turn]!.webCalls.length, { message: role, timeout: 15_000 }).toBe(1);
          expect(seen[turn]!.webCalls[0]!.body).toEqual({ assistantId: `asst-${DEMO_AGENT_KEYS[index]}` });
        }),
      );
      await page.evaluate(() => localStorage.clear()); // the next cards meet a first-time visitor too
      await Promise.all(tabs.map((tab) => tab.unrouteAll({ behavior: 'ignoreErrors' })));
    }
    expect(pageErrors).toEqual([]);
  });

  test('live demos switched off after a prerender that had them: every card says demos are off', async ({ page, pageErrors }) => {
    test.setTimeout(180_000);
    restoreDeployedFile = prerenderHomeWithLiveDemos();
    const tabs = await tabsOfOneBrowser(page, pageErrors);
    for (const cards of turnsOnTabs(tabs, AGENT_ROLES)) {
      await Promise.all(
        cards.map(async ({ tab, item: role }) => {
          let callApiRequests = 0;
          await tab.route('https://api.vapi.ai/**', (route) => {
            callApiRequests += 1;
            return route.abort('blockedbyclient');
          });
          await pressListenBeforeTakeOver(tab, role);
          await expect(notifications(tab).getByText('Live demos are unavailable'), role).toBeVisible({ timeout: 15_000 });
          await expect(consentLine(tab, role)).toHaveCount(0);
          await expect(listen(tab, role)).toBeVisible();
          expect(callApiRequests, role).toBe(0);
          await tab.unrouteAll({ behavior: 'ignoreErrors' });
        }),
      );
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
