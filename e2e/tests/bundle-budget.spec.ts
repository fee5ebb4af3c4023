import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appOfRemote } from '@callvera/shared/registry/origins';
import { expect, test } from '../support/site-test';

// A fast guard, not a Lighthouse run: it fails when first-load JavaScript grows past its budget.
const budget = JSON.parse(readFileSync(path.resolve(__dirname, '../bundle-budget.json'), 'utf8')) as {
  firstLoadKB: Record<string, number>;
  remoteEntryKB: Record<string, number>;
};

for (const [route, limitKB] of Object.entries(budget.firstLoadKB)) {
  test(`the first load of ${route} stays within its JavaScript budget`, async ({ page }) => {
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (!/\.js(\?|$)/.test(response.url())) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body).length);
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    const totalKB = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    console.log(`first load of ${route}: ${totalKB.toFixed(1)} KB gzip of JS in ${scripts.size} files (budget ${limitKB} KB)`);
    expect(
      [...scripts.keys()].filter((url) => /vapi|daily/i.test(url)),
      'Vapi and Daily load on demand only',
    ).toEqual([]);
    expect(totalKB).toBeLessThanOrEqual(limitKB);
  });
}

test('the sample player, the sample files and the transcripts load on intent only: none in the first load of /', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const sampleParts = () =>
    requested.filter((path) => /sample-player\.[0-9a-f]+\.js$|^\/samples(\.json|\/)|SampleTranscript|\.(mp3|vtt)$/.test(path));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(sampleParts(), 'nothing of sample calls before the visitor nears the demo cards').toEqual([]);

  await page.getByRole('heading', { name: 'Listen to Conversational AI in action' }).scrollIntoViewIfNeeded();
  await expect.poll(() => sampleParts().some((path) => /sample-player\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  await expect.poll(() => sampleParts()).toContain('/samples.json');
  expect(
    sampleParts().filter((path) => /\.(mp3|vtt)$/.test(path)),
    'no recording is fetched before a press',
  ).toEqual([]);
});

test("the page's first script carries no React: it runs before the app, on every page", () => {
  const assets = path.resolve(__dirname, '../../shell/dist/assets');
  const [firstScript, ...others] = readdirSync(assets).filter((file) => /^page-start\.[0-9a-f]+\.js$/.test(file));
  expect(firstScript, "one page-start script in the shell's build").toBeDefined();
  expect(others).toEqual([]);
  expect(readFileSync(path.join(assets, firstScript!), 'utf8')).not.toContain('react.transitional.element');
});

for (const [remote, limitKB] of Object.entries(budget.remoteEntryKB)) {
  test(`${remote}'s remoteEntry.js stays within ${limitKB} KB gzip`, () => {
    const entry = readFileSync(path.resolve(__dirname, '../..', appOfRemote(remote).dir, 'dist/remoteEntry.js'));
    const sizeKB = gzipSync(entry).length / 1024;
    console.log(`${remote} remoteEntry.js: ${sizeKB.toFixed(1)} KB gzip (budget ${limitKB} KB)`);
    expect(sizeKB).toBeLessThanOrEqual(limitKB);
  });
}
