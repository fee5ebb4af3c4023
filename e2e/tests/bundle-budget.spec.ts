import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { appOfRemote } from '@callvera/shared/registry/origins';
import { PAGE_READY } from '@callvera/shared/page-marks';
import { expect, SITE_PATHS, test } from '../support/site-test';

// A fast guard, not a Lighthouse run: it fails when first-load JavaScript grows past its budget, counted as Lighthouse
// counts it, in bytes transferred (each answer's encoded body and its headers, from the server under test: Brotli
// where the build made a copy, as nginx, the CDN and `npm start` send it).
const budget = JSON.parse(readFileSync(path.resolve(__dirname, '../bundle-budget.json'), 'utf8')) as {
  firstLoadTransferredKB: Record<string, number>;
  remoteEntryKB: Record<string, number>;
};

/**
 * What a new connection's first round trip carries: TCP's initial window, 10 segments of 1,460 bytes (RFC 6928, the
 * default of Linux and of Lighthouse's simulated network). A page whose HTML as sent fits in it reaches the browser
 * one round trip sooner: 150 ms on slow 4G, before anything else on the page can start.
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Every byte of the server's answer to a GET of `url` (status line, headers, encoded body), as a browser asks. */
function bytesAnswered(url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk) => (bytes += chunk.length));
    socket.on('end', () => resolve(bytes));
    socket.on('error', reject);
  });
}

/** When the app marked the page taken over (`takenOver` on <html>), in ms since the epoch, as the browser saw it. */
function noteTakeOver(takenOver: string) {
  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute(takenOver)) return;
    (window as unknown as { __takenOverAt: number }).__takenOverAt = performance.timeOrigin + performance.now();
    observer.disconnect();
    // The document, not its root: this runs before the parser has made the root.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: [takenOver] });
}

for (const [route, limitKB] of Object.entries(budget.firstLoadTransferredKB)) {
  test(`the first load of ${route} stays within its JavaScript budget`, async ({ page }) => {
    const scripts = new Map<string, { requestedAt: number; transferred: number; gzip: number }>();
    page.on('response', async (response) => {
      if (!/\.js(\?|$)/.test(response.url())) return;
      const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]).catch(() => [null, null]);
      if (!sizes || !body) return;
      scripts.set(response.url(), {
        requestedAt: response.request().timing().startTime,
        transferred: sizes.responseBodySize + sizes.responseHeadersSize,
        gzip: gzipSync(body).length,
      });
    });
    await page.addInitScript(noteTakeOver, PAGE_READY);
    await page.goto(route, { waitUntil: 'networkidle' });
    // The first load is what the take-over needed: what the app fetches once it has the page (the parts it warms when
    // the page is idle) would count too on a busy machine, where the idle moment comes before the network is quiet.
    const takenOverAt = await page.evaluate(() => (window as unknown as { __takenOverAt?: number }).__takenOverAt);
    expect(takenOverAt, 'the app marked the page taken over').toBeDefined();
    for (const [url, { requestedAt }] of scripts) if (requestedAt > takenOverAt!) scripts.delete(url);
    const kilobytes = (part: 'transferred' | 'gzip') => [...scripts.values()].reduce((sum, sizes) => sum + sizes[part], 0) / 1024;
    const transferredKB = kilobytes('transferred');
    console.log(
      `first load of ${route}: ${transferredKB.toFixed(1)} KB of JS transferred (${kilobytes('gzip').toFixed(1)} KB gzip as built) ` +
        `in ${scripts.size} files (budget ${limitKB} KB transferred)`,
    );
    expect(
      [...scripts.keys()].filter((url) => /vapi|daily/i.test(url)),
      'Vapi and Daily load on demand only',
    ).toEqual([]);
    expect(transferredKB).toBeLessThanOrEqual(limitKB);
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

test("every page's HTML as sent fits a new connection's first round trip", async ({ baseURL }) => {
  for (const path of SITE_PATHS) {
    const bytes = await bytesAnswered(new URL(path, baseURL));
    console.log(`${path}: ${bytes} bytes as sent (first round trip ${FIRST_ROUND_TRIP_BYTES})`);
    expect(bytes, path).toBeGreaterThan(1000);
    expect(bytes, path).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
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
