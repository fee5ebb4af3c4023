/* global document -- the evaluated function runs in the page, where the browser defines them */
// A live shell's page renderer as the release tool loads and calls it (the real one is the shell build's
// _render/render-pages.cjs, tooling/prerender/render-entry.mjs): pricing's route rendered in the Chromium the tool
// launches, naming the build it is rendered with (its pin in the remotes.json the tool hands it). It stands in for
// a whole site's build in the packed tool's test, whose subject is the tool's side of a release's pages: loading
// the live shell's renderer from its files and launching the browser with its own driver.
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

module.exports = {
  routes: [{ path: '/pricing', remote: 'pricing' }],
  async prerenderSite({ dist, launchBrowser }, { routes }) {
    const { pricing } = JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8'));
    const browser = await launchBrowser([]);
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><html><head></head><body><main></main></body></html>');
      const html = await page.evaluate((pin) => {
        document.querySelector('main').textContent = `rendered by ${navigator.userAgent} with pricing ${pin}`;
        return `<!doctype html>${document.documentElement.outerHTML}`;
      }, pricing.integrity.manifest);
      for (const route of routes) {
        const file = path.join(dist, route.slice(1), 'index.html');
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    } finally {
      await browser.close();
    }
  },
};
