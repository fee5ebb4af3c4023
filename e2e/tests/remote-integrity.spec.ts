import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changeOneByte } from '../support/changed-bytes';
import { fieldEventLogFromNow, leavePage, streamStarted } from '../support/field-event-log';
import { expect, remoteOrigin, test } from '../support/site-test';

// What runs is what was checked: the built remotes.json pins each remote's manifest and entry (scripts/pin-builds.mjs,
// as the release tool does on a release), the remote's entry pins its chunks. A file with one byte changed after
// that (a bucket object replaced by hand, a CDN edge serving other bytes) never runs: its section shows its
// fallback, the rest of the page works, and the field signal reports the failure as its own kind.

const pricingDist = path.resolve(__dirname, '../../mfe-pricing/dist');
const unavailable = { name: 'Pricing is temporarily unavailable' };
const PRICING_HEADING = { level: 1, name: 'Upgrade your plan' } as const;

/** The script of the page the pricing remote exposes, as its manifest lists it (the federation runtime fetches it, and the remote's own code). */
function pricingPageChunk() {
  const manifest = JSON.parse(readFileSync(path.join(pricingDist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes.find(({ name }) => name === 'PricingPage')?.assets.js.sync.find((file) => file.includes('PricingPage'));
  if (!chunk) throw new Error('the pricing manifest lists no script of its PricingPage');
  return chunk;
}

let restore: (() => void) | undefined;
test.afterEach(() => {
  restore?.();
  restore = undefined;
});

const CHANGED = [
  // Had it run, the entry would have set its container's global.
  { what: 'its remoteEntry.js', file: () => 'remoteEntry.js', entryRan: false },
  { what: 'the chunk of its page', file: pricingPageChunk, entryRan: true },
];

for (const { what, file, entryRan } of CHANGED) {
  test(`pricing with one byte changed in ${what} shows its fallback, the rest of the site works, and the failure is reported as integrity`, async ({
    page,
    pageErrors,
  }) => {
    restore = changeOneByte(path.join(pricingDist, file()));
    const log = fieldEventLogFromNow();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', unavailable)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(await page.evaluate(() => 'pricing' in globalThis)).toBe(entryRan);
    expect(pageErrors).toEqual([]);

    // The rest of the site works: the header takes the visitor home.
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', unavailable)).toHaveCount(0);

    // The stream loads once the page has settled; the failure's outcome is known when the page is left.
    await streamStarted(page);
    await leavePage(page);
    const [failure] = await log.waitFor({ name: 'remote-failure' });
    expect(failure).toMatchObject({ failedRemote: 'pricing', failure: 'integrity', retried: false, recovered: false, route: '/pricing' });
  });
}

test('Retry loads pricing once its files are the pinned ones again, and reports the failure as recovered', async ({ page }) => {
  restore = changeOneByte(path.join(pricingDist, 'remoteEntry.js'));
  const log = fieldEventLogFromNow();
  await page.goto('/pricing');
  await expect(page.getByRole('heading', unavailable)).toBeVisible();
  await streamStarted(page);
  restore();
  restore = undefined;
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', PRICING_HEADING)).toBeVisible();
  await leavePage(page);
  const [failure] = await log.waitFor({ name: 'remote-failure' });
  expect(failure).toMatchObject({ failedRemote: 'pricing', failure: 'integrity', retried: true, recovered: true });
});

test('a release as the release tool pinned it loads as before: every pricing script is fetched checked against its hash', async ({
  page,
  pageErrors,
}) => {
  const remoteMap = JSON.parse(readFileSync(path.resolve(__dirname, '../../shell/dist/remotes.json'), 'utf8')) as Record<string, unknown>;
  expect(remoteMap.pricing).toEqual({
    entry: `${remoteOrigin('pricing')}/mf-manifest.json`,
    integrity: { manifest: expect.stringMatching(/^sha384-/), remoteEntry: expect.stringMatching(/^sha384-/) },
  });
  let asked: Promise<[string, string | undefined]>[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigin('pricing')) && /\.(js|css)$/.test(request.url()))
      asked.push(request.allHeaders().then((headers) => [request.url(), headers.origin]));
  });
  /** Pricing's scripts and stylesheets asked for since the last look: each checked, and each once. */
  const pricingFilesAsked = async () => {
    const files = await Promise.all(asked);
    asked = [];
    const urls = files.map(([url]) => url);
    // Asked for without CORS (no Origin header), a file of another origin cannot be checked against a hash.
    expect(files.filter(([, origin]) => origin === undefined)).toEqual([]);
    // The page's preloads name the same hashes, so the browser hands them over instead of asking again.
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    return urls;
  };
  const refused: string[] = [];
  page.on('console', (message) => /integrity|not pinned/i.test(message.text()) && refused.push(message.text()));

  // Loaded by the app as a visitor moves on: the federation runtime fetches the page's files.
  await page.goto('/');
  await pricingFilesAsked();
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', PRICING_HEADING)).toBeVisible();
  // A press answered: the remote's code runs.
  await page.getByRole('radio', { name: 'Annual' }).check();
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeChecked();
  expect(await pricingFilesAsked()).toContain(`${remoteOrigin('pricing')}/remoteEntry.js`);
  // Cold, from the prerendered page, which preloads them.
  await page.reload();
  await expect(page.getByRole('heading', PRICING_HEADING)).toBeVisible();
  expect(await pricingFilesAsked()).toContain(`${remoteOrigin('pricing')}/remoteEntry.js`);
  expect(refused).toEqual([]);
  expect(pageErrors).toEqual([]);
});
