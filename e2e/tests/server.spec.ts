import { REMOTE_NAMES } from '@callvera/shared/contracts';
import { DAILY_VERSION } from '../support/demo-call-routes';
import { expect, remoteOrigin, SITE_PATHS, test } from '../support/site-test';

// Runs against the production nginx config (deploy/nginx), as `npm test` does.
test.skip(process.env.SITE_SERVER !== 'nginx', 'needs SITE_SERVER=nginx');

function csp(header: string | undefined) {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** What every HTML page the servers send carries, the shell's and each remote's own. */
function expectStrictPageHeaders(headers: Record<string, string>) {
  const policy = csp(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  const scriptSources = policy.get('script-src') ?? [];
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  for (const remote of REMOTE_NAMES) expect(scriptSources).toContain(remoteOrigin(remote));
  // Daily's call machine by its path only, and only the one built for the daily-js the remote ships.
  expect(scriptSources.filter((source) => source.includes('daily.co'))).toEqual([
    `https://c.daily.co/call-machine/versioned/${DAILY_VERSION}/`,
  ]);
  expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://api.vapi.ai']));
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(self\)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // No opener policy: it would cost every visit from another site a renderer of its own before the first paint.
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['cache-control']).toBe('no-cache');
}

test.describe('production server', () => {
  for (const path of SITE_PATHS) {
    test(`${path} is served with strict security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expectStrictPageHeaders(response.headers());
    });
  }

  test('the 404 page is served with the same strict security headers', async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expectStrictPageHeaders(response.headers());
  });

  for (const remote of REMOTE_NAMES) {
    test(`the ${remote} remote's origin sends its security headers, and its own page is kept out of search`, async ({
      request,
      baseURL,
    }) => {
      const origin = remoteOrigin(remote);
      const page = await request.get(`${origin}/`);
      expect(page.status()).toBe(200);
      expectStrictPageHeaders(page.headers());
      const html = await page.text();
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);

      // What the shell fetches from it: only the shell's origin may read it, and never as another type.
      const script = html.match(/src="([^"]*assets\/[^"]+\.js)"/)?.[1];
      expect(script, 'the page loads a hashed script').toBeTruthy();
      const files = [`${origin}/mf-manifest.json`, `${origin}/remoteEntry.js`, new URL(script!, `${origin}/`).href];
      for (const url of files) {
        const headers = (await request.get(url)).headers();
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['access-control-allow-origin'], url).toBe(baseURL);
      }
    });
  }

  test('an unknown path is a real 404 that still shows the error screen', async ({ page, request }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });

  test('deploy-time files are revalidated on every load, with an ETag', async ({ request }) => {
    const urls = [
      '/remotes.json',
      '/site-config.json',
      ...REMOTE_NAMES.flatMap((r) => [`${remoteOrigin(r)}/mf-manifest.json`, `${remoteOrigin(r)}/remoteEntry.js`]),
    ];
    for (const url of urls) {
      const headers = (await request.get(url)).headers();
      expect(headers['cache-control'], url).toBe('no-cache');
      expect(headers['etag'], url).toBeTruthy();
    }
  });

  test("the demo agents' sample calls are revalidated on every load, with their types, and may play from checked bytes", async ({
    request,
  }) => {
    const list = await request.get('/samples.json');
    expect(list.headers()['cache-control']).toBe('no-cache');
    const { samples } = (await list.json()) as {
      samples: Record<string, { audio: { url: string; type: string }[]; captions: { url: string } }>;
    };
    expect(Object.keys(samples)).toHaveLength(8);
    for (const { audio, captions } of Object.values(samples)) {
      for (const [url, type] of [...audio.map((file) => [file.url, file.type]), [captions.url, 'text/vtt; charset=utf-8']]) {
        const headers = (await request.get(url!)).headers();
        expect(headers['content-type'], url).toBe(type);
        expect(headers['cache-control'], url).toBe('no-cache');
        expect(headers['etag'], url).toBeTruthy();
        expect(headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
    const page = await request.get('/');
    expect(csp(page.headers()['content-security-policy']).get('media-src')).toEqual(["'self'", 'blob:']);
  });

  test('hashed assets are immutable and compressed', async ({ request, page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(response.url());
    });
    await page.goto('/pricing');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    const sentBrotli: string[] = [];
    for (const url of scripts) {
      const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip, br' } });
      const headers = response.headers();
      expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      // The build's Brotli copy where it saves a kilobyte or more; nginx's own gzip for small files, none for the tiniest.
      if (!headers['content-encoding']) continue;
      expect(headers['vary'], url).toBe('Accept-Encoding');
      if (headers['content-encoding'] === 'br') sentBrotli.push(url);
      const gzipOnly = await request.get(url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzipOnly.headers()['content-encoding'], url).toBe('gzip');
      expect(await gzipOnly.body(), url).toEqual(await response.body());
    }
    expect(sentBrotli.length, 'scripts sent as Brotli').toBeGreaterThanOrEqual(scripts.length / 2);
    const entry = await fetch(`${remoteOrigin('pricing')}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(entry.headers.get('content-encoding')).toBe('gzip');
  });

  test('no page logs a CSP violation or a console error, and no external link leaks the opener', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    for (const path of SITE_PATHS) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const leakyLinks = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.filter((link) => !/\bnoopener\b/.test(link.getAttribute('rel') ?? '')).map((link) => link.outerHTML));
      expect(leakyLinks, path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  test('opening the demo video dialog on / breaks no CSP rule', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    await page.goto('/');
    await page.getByRole('link', { name: 'See A Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Callvera product tour' });
    await expect(dialog).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page behind still stops scrolling, without the <style> element the dialog library would write.
    const bodyOverflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await bodyOverflow()).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await bodyOverflow()).not.toBe('hidden');
    expect(violations).toEqual([]);
  });
});
