import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage } from '../bench/chromium.mjs';

/** A page whose navigation the server answers with `status` (puppeteer's and Playwright's ok(): 2xx only). */
const answeredWith = (status) => ({
  goto: async () => ({ status: () => status, ok: () => status >= 200 && status < 300 }),
});

test('a page the server confirms from the browser’s copy (304) is measured, as a 200 is', async () => {
  for (const status of [200, 304]) assert.equal((await openPage(answeredWith(status), 'http://localhost:3000/')).status(), status);
});

test('an error page is not measured: the bench stops, naming the path and the status', async () => {
  for (const status of [404, 500, 301])
    await assert.rejects(openPage(answeredWith(status), 'http://localhost:3000/pricing'), {
      message: `http://localhost:3000/pricing answered ${status}: nothing of the page to measure`,
    });
});
