import type { Page } from '@playwright/test';
import { splitPricing } from '../support/deployed-files';
import { fieldEventLogFromNow } from '../support/field-event-log';
import { annualFirstManifest, expect, remoteOrigin, test } from '../support/site-test';
import { appHasTakenOver } from '../support/slow-page';

// The growth team's unit is the visitor: a browser exposed to pricing's experiment sends its exposure once,
// the moment the variant shows, by a request that outlives the page; and a visitor assigned a variant never
// sees the control. The experiment is started as docs/growth-loop.md says: the split in the deployed remotes.json,
// written into the pages served beside it.

test.use({ waitForApp: false });

let restore: (() => void) | undefined;
test.afterEach(() => restore?.());

const startExperiment = (weights: { control: number; 'annual-first': number }) =>
  (restore = splitPricing(weights, { control: `${remoteOrigin('pricing')}/mf-manifest.json`, 'annual-first': annualFirstManifest }));

/** What shows once the page has painted: the variant's plans, annual first. */
const annualChecked = (page: Page) => expect(page.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();

test('a visitor who loads /pricing three times sends one exposure; another visitor sends their own', async ({ page, browser }) => {
  startExperiment({ control: 0, 'annual-first': 100 });
  const log = fieldEventLogFromNow();
  for (let load = 0; load < 3; load++) {
    await page.goto('/pricing');
    await annualChecked(page);
    await appHasTakenOver(page).waitFor({ state: 'attached' });
  }
  const [first] = await log.waitFor({ name: 'exposure', experiment: 'pricing' });
  expect(first).toMatchObject({ variant: 'annual-first', forced: false, fellBack: false, weights: { control: 0, 'annual-first': 100 } });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/pricing');
  await expect(otherPage.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  await expect.poll(() => log.events().filter((event) => event.name === 'exposure').length).toBe(2);
  await other.close();
  // Time for a late duplicate to show up, had there been one.
  await page.waitForTimeout(1000);
  expect(log.events().filter((event) => event.name === 'exposure')).toHaveLength(2);
});

test('a visitor who leaves half a second after the variant shows is still counted', async ({ browser }) => {
  startExperiment({ control: 0, 'annual-first': 100 });
  const log = fieldEventLogFromNow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/pricing', { waitUntil: 'commit' });
  await annualChecked(page);
  await page.waitForTimeout(500);
  await page.close();
  const [exposure] = await log.waitFor({ name: 'exposure', experiment: 'pricing' });
  expect(exposure).toMatchObject({ variant: 'annual-first', route: '/pricing' });
  await context.close();
});

test('QA forcing a variant from the address is marked, on every load, and counts for no visitor', async ({ page }) => {
  startExperiment({ control: 100, 'annual-first': 0 });
  const log = fieldEventLogFromNow();
  for (let load = 0; load < 2; load++) {
    await page.goto('/pricing?pricing-variant=annual-first');
    await annualChecked(page);
    // An exposure is sent once the page has painted; a load left before its paint was seen by no one. The checked
    // radio is in the DOM before that paint, so each load's own exposure is awaited before the next load.
    await expect.poll(() => log.events().filter((event) => event.name === 'exposure').length).toBe(load + 1);
  }
  expect(log.events().filter((event) => event.name === 'exposure')).toEqual([
    expect.objectContaining({ variant: 'annual-first', forced: true }),
    expect.objectContaining({ variant: 'annual-first', forced: true }),
  ]);
});

for (const [visitor, arrange] of [
  ['a new visitor drawn annual-first', async () => startExperiment({ control: 0, 'annual-first': 100 })],
  [
    'a returning visitor assigned annual-first, in a 50/50 split',
    async (page: Page) => {
      startExperiment({ control: 50, 'annual-first': 50 });
      await page.addInitScript(() =>
        localStorage.setItem('callvera.experiment.pricing', JSON.stringify({ variant: 'annual-first', sent: ['exposure'] })),
      );
    },
  ],
] as const) {
  test(`${visitor} sees the variant in every frame from the first paint, on an emulated phone`, async ({ page }) => {
    await arrange(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Runs before any of the page's scripts: each frame's state of <main>, as it is about to be painted.
    await page.addInitScript(() => {
      const frames: { variant: boolean; billing: string | null }[] = [];
      (window as unknown as { paintedFrames: typeof frames }).paintedFrames = frames;
      const sample = () => {
        const main = document.querySelector('#root > main');
        if (main?.querySelector('h1')) {
          frames.push({
            variant: Boolean(main.querySelector('[data-variant="annual-first"]')),
            billing: main.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? null,
          });
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto('/pricing');
    await annualChecked(page);
    await appHasTakenOver(page).waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    const frames = await page.evaluate(
      () => (window as unknown as { paintedFrames: { variant: boolean; billing: string | null }[] }).paintedFrames,
    );
    expect(frames.length).toBeGreaterThan(5);
    expect(frames.filter((frame) => !frame.variant || frame.billing !== 'annual')).toEqual([]);
  });
}
