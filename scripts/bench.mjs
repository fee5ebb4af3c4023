// Lighthouse, offline, on every route of the production build: mobile with
// simulated throttling (Lighthouse's default), 3 runs each, medians printed.
//
//   node scripts/bench.mjs                      # all routes, 3 runs
//   node scripts/bench.mjs --runs 1 --routes /,/pricing
//   node scripts/bench.mjs --save bench-results/baseline.json
//   node scripts/bench.mjs --baseline bench-results/baseline.json   # adds the change against it
//
// It serves the build itself (npm run build first) on ports 3000-3005.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { SITE_ORIGIN as ORIGIN, SITE_PATHS_FILE, startSiteServers } from './start-site-servers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const runs = Number(option('runs', '3'));
const routes = option('routes', null)?.split(',') ?? JSON.parse(readFileSync(SITE_PATHS_FILE, 'utf8'));

/** Targets of the performance issue: a route misses one, the summary says so. */
const TARGETS = { perf: ['>=', 95], lcp: ['<=', 2000], tbt: ['<=', 100], cls: ['<=', 0.02], a11y: ['>=', 100], bp: ['>=', 100], seo: ['>=', 100] };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
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

const servers = await startSiteServers();
let chrome;
try {
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = {};
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${ORIGIN}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      samples.push(figures(lhr));
    }
    results[route] = Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((sample) => sample[key]))]));
    process.stderr.write(`measured ${route}\n`);
  }
  report(results);
} finally {
  await chrome?.kill();
  servers.stop();
}

function report(results) {
  const baselineFile = option('baseline', null);
  const baseline = baselineFile ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;
  const columns = ['perf', 'lcp', 'fcp', 'tbt', 'cls', 'a11y', 'bp', 'seo', 'jsKB'];
  console.log(`Lighthouse mobile, simulated throttling, median of ${runs} run(s)`);
  console.log(['route'.padEnd(36), ...columns.map((c) => c.padStart(12))].join(''));
  for (const [route, values] of Object.entries(results)) {
    const cells = columns.map((column) => {
      const change = baseline?.[route]?.[column] !== undefined ? values[column] - baseline[route][column] : null;
      const shown = change === null ? `${values[column]}` : `${values[column]} (${change >= 0 ? '+' : ''}${Number(change.toFixed(3))})`;
      return shown.padStart(12);
    });
    console.log([route.padEnd(36), ...cells].join(''));
  }
  const misses = Object.entries(results).flatMap(([route, values]) =>
    Object.entries(TARGETS)
      .filter(([key, [op, target]]) => (op === '>=' ? values[key] < target : values[key] > target))
      .map(([key, [op, target]]) => `${route} ${key} ${values[key]} (target ${op} ${target})`),
  );
  console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.');
  const saveFile = option('save', null);
  if (saveFile) {
    mkdirSync(path.dirname(saveFile), { recursive: true });
    writeFileSync(saveFile, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`saved to ${saveFile}`);
  }
}
