// Lighthouse navigations of every route: mobile, simulated throttling (Lighthouse's default), offline.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { medianOfEach } from './report-table.mjs';

export const LIGHTHOUSE_COLUMNS = ['perf', 'lcp', 'fcp', 'tbt', 'cls', 'a11y', 'bp', 'seo', 'jsKB'];

/** jsKB of `/` is its first-load JavaScript: the gzip transfer of every script the page loads. */
export const LIGHTHOUSE_TARGETS = {
  perf: ['>=', 95],
  lcp: ['<=', 1500],
  tbt: ['<=', 50],
  cls: ['<=', 0],
  a11y: ['>=', 100],
  bp: ['>=', 100],
  seo: ['>=', 100],
  jsKB: (route) => (route === '/' ? ['<=', 130] : null),
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    perf: Math.round(lhr.categories.performance.score * 100),
    lcp: Math.round(audit('largest-contentful-paint')),
    fcp: Math.round(audit('first-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    a11y: Math.round(lhr.categories.accessibility.score * 100),
    bp: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    jsKB: Math.round(scriptBytes / 102.4) / 10,
  };
}

/** @returns {Promise<Record<string, Record<string, number>>>} the medians of `runs` runs per route */
export async function measureLighthouse({ origin, routes, runs, log, onLiveSite = (measure) => measure() }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  try {
    const results = {};
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await onLiveSite(async () => {
          const { lhr: report } = await lighthouse(`${origin}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
          return report;
        });
        samples.push(figures(lhr));
      }
      results[route] = medianOfEach(samples);
      log(`lighthouse ${route}`);
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
