import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startSiteServers, SITE_ORIGIN } from './start-site-servers.mjs';
import { CHROMIUM_FLAGS } from './bench/chromium.mjs';
const s = await startSiteServers();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
try {
  let n = 0;
  for (const route of process.argv.slice(2)) {
    n++;
    const { lhr, artifacts } = await lighthouse(`${SITE_ORIGIN}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const name = (route === '/' ? 'home' : route.slice(1)) + n;
    writeFileSync(`/tmp/lcp-${name}.lhr.json`, JSON.stringify(lhr));
    writeFileSync(`/tmp/lcp-${name}.trace.json`, JSON.stringify(artifacts.Trace ?? artifacts.traces?.defaultPass));
    const a = lhr.audits;
    console.log(route, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
    console.log('  renderDelay', a['lcp-breakdown-insight'].details.items[0].items.map((i) => `${i.subpart}=${Math.round(i.duration)}`).join(' '), a['lcp-breakdown-insight'].details.items[1]?.selector);
  }
} finally { await chrome.kill(); s.stop(); }
