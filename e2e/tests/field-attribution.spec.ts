import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { builtRelease } from '../support/built-release';
import { afterPressPresented, fieldEventLogFromNow, leavePage, streamStarted } from '../support/field-event-log';
import { expect, pricingFixtureManifest, test } from '../support/site-test';

// A section team learns from the field which remote made a page slow: the slow press is blamed on the remote whose
// code handled it, not on the route or the shell that dispatched it. The pricing fixture answers "Work slowly" by
// holding the main thread for 300 ms, as a slow release would.

async function pointPricingAtTheFixture(page: Page) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...map, pricing: pricingFixtureManifest } });
  });
}

test('a slow press is blamed on the remote whose code ran, with its release, and the field report names it', async ({ page }) => {
  await pointPricingAtTheFixture(page);
  const log = fieldEventLogFromNow();
  await page.goto('/pricing');
  // Once the page has settled and its event stream has started, as a visitor who reads first.
  await streamStarted(page);
  await page.getByRole('button', { name: 'Work slowly' }).click();
  await afterPressPresented(page);
  await leavePage(page);

  const [inp] = await log.waitFor({ name: 'vital', metric: 'INP' });
  expect(inp!.value).toBeGreaterThanOrEqual(300);
  expect(inp).toMatchObject({
    route: '/pricing',
    attributedTo: 'pricing',
    attributedRelease: builtRelease('e2e/remotes/pricing-fixture/dist/compatible'),
    // The page names the shell's build it was rendered with, which the shell's own code cannot know.
    shellRelease: builtRelease('shell/dist'),
  });

  // The field report names the remote: its own INP, on the page loads it is blamed for.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'field-attribution-')), 'field-events.log');
  writeFileSync(
    file,
    `${log
      .events()
      .map((event) => JSON.stringify(event))
      .join('\n')}\n`,
  );
  const report = spawnSync(process.execPath, [require.resolve('@callvera/read-outs/field-report'), '--remote', 'pricing', file], {
    encoding: 'utf8',
  });
  expect(report.status, report.stderr).toBe(0);
  // Its INP's page loads, the share of them web-vitals rated poor or needs-improvement, and their 75th percentile.
  const row = report.stdout
    .split('\n')
    .find((line) => line.startsWith(`pricing ${builtRelease('e2e/remotes/pricing-fixture/dist/compatible')}`));
  expect(row?.trim().split(/\s+/).slice(5)).toEqual([
    '1',
    inp!.rating === 'good' ? '0.00%' : '100.00%',
    String(Math.round(inp!.value as number)),
  ]);
});
