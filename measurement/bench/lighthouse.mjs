// Lighthouse navigations of every route: mobile, simulated throttling (Lighthouse's default), offline.
import lighthouse from 'lighthouse';
import { inFreshBrowser } from './fresh-browser.mjs';
import { gzipSync } from 'node:zlib';
import { medianOfEach, spreadOf } from '@callvera/read-outs/report-table';
import { LIGHTHOUSE_SPREAD_COLUMNS, pageRoundTripAdded, worstOf } from './lighthouse-targets.mjs';
import { tasksBehindTbt } from './long-tasks.mjs';
import { scriptsBeforeLargestPaint } from './largest-paint-path.mjs';
import { chromiumThreadNames, coreHolders, startSchedRecord } from './core-holders.mjs';
import { servedBytes } from '../as-deployed-site.mjs';
import { SITE_TARGET } from '@callvera/checkout/site-apps';

const kilobytes = (bytes) => Math.round(bytes / 102.4) / 10;

/** The target is set in gzip, whatever encoding the server chose: the scripts are fetched again and gzipped. */
async function gzipBytes(urls) {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const bytes = await servedBytes(url, SITE_TARGET).catch((error) => {
        throw new Error(`${error.message}: its size cannot be measured`);
      });
      return gzipSync(bytes).length;
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  // A category Lighthouse could not score has a score of null: no figure (it misses its target), never 0.
  const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    perf: score('performance'),
    lcp: Math.round(audit('largest-contentful-paint')),
    fcp: Math.round(audit('first-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    jsKB: kilobytes(await gzipBytes(scripts.map((item) => item.url))),
    sentKB: kilobytes(scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)),
    rttMs: pageRoundTripAdded(lhr),
  };
}

/**
 * Lighthouse sometimes fails to record a load on a busy machine (NO_NAVSTART: its trace missed the navigation's
 * start) and passes on the next try: such a run is made again, once.
 */
const RUNTIME_ERROR_RETRIES = 1;

/**
 * A navigation in a browser of its own, with the kernel's switches over the navigation: `switches`, or
 * `coresUnrecorded`, why there are none.
 */
const navigate = (url, log) => inFreshBrowser((port) => navigateRecorded(url, port, log));

async function navigateRecorded(url, port, log) {
  const record = startSchedRecord();
  if (record.unavailable) return { ...(await navigateOnce(url, port, log)), coresUnrecorded: record.unavailable };
  let switches;
  const result = await navigateOnce(url, port, log).finally(() => (switches = record.stop()));
  return { ...result, switches };
}

async function navigateOnce(url, port, log) {
  for (let attempt = 0; ; attempt++) {
    const { lhr, artifacts } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError) return { lhr, trace: artifacts.Trace };
    if (attempt >= RUNTIME_ERROR_RETRIES) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
    log(`lighthouse ${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

const measureDirectly = (measure) => measure();

/** The run with the highest `key`; the first of equals. */
const highestBy = (runs, key) => runs.reduce((worst, run) => (run[key] > worst[key] ? run : worst));

/**
 * @returns {Promise<{ byRoute: Record<string, RouteFigures>, floor?: RouteFigures }>} per route (and for the floor
 *   page at `floorUrl`, when given: floor-page.mjs), the median of each figure over `runs` runs; `spread`, the min,
 *   median and max of LIGHTHOUSE_SPREAD_COLUMNS; `worst`, each targeted figure at its worst run (the lowest score, the
 *   highest TBT and CLS), which the targets judge; `worstTbtRun`, the run with the highest TBT, its FCP and TTI, and
 *   the tasks behind its TBT (long-tasks.mjs), each with who held the cores meanwhile, or `coresUnrecorded`, why
 *   that is not known (core-holders.mjs); `worstLcpRun`, the run with the highest LCP and what the largest paint of
 *   its load came after (largest-paint-path.mjs). Run by run, every page once in turn, so that the floor and the
 *   routes share the machine's moments alike.
 * @typedef {Record<string, number> & { spread: Record<string, [number, number, number]>, worst: Record<string, number>, worstTbtRun: { tbt: number, fcp: number, tti: number, tasks: object[] }, worstLcpRun: { lcp: number, path: object } }} RouteFigures
 */
export async function measureLighthouse({ origin, routes, runs, log, onLiveSite = measureDirectly, floorUrl }) {
  // The floor page is this process's own server: no site's server to start again should it fail.
  const floor = floorUrl && { url: floorUrl, onLiveSite: measureDirectly };
  const pages = [...routes.map((route) => ({ route, url: `${origin}${route}`, onLiveSite })), ...(floor ? [floor] : [])];
  const runsOf = new Map(pages.map((page) => [page, { samples: [], longTasks: [], largestPaints: [] }]));
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const { lhr, trace, switches, coresUnrecorded } = await page.onLiveSite(() => navigate(page.url, log));
      const { samples, longTasks, largestPaints } = runsOf.get(page);
      samples.push(await figures(lhr));
      largestPaints.push({ lcp: samples.at(-1).lcp, path: scriptsBeforeLargestPaint(trace.traceEvents) });
      const nameOf = chromiumThreadNames(trace.traceEvents);
      const heldBy = switches && ((window) => coreHolders(switches, { ...window, nameOf }));
      const fcpMs = lhr.audits['first-contentful-paint'].numericValue;
      const ttiMs = lhr.audits.interactive.numericValue;
      longTasks.push({
        tbt: samples.at(-1).tbt,
        fcp: samples.at(-1).fcp,
        tti: Math.round(ttiMs),
        tasks: tasksBehindTbt(trace.traceEvents, {
          counted: lhr.audits['long-tasks']?.details?.items ?? [],
          fcpMs,
          ttiMs,
          cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
          heldBy,
        }),
        ...(coresUnrecorded && { coresUnrecorded }),
      });
    }
    log(`lighthouse: run ${run + 1} of ${runs} on every page`);
  }
  const summaryOf = (page) => {
    const { samples, longTasks, largestPaints } = runsOf.get(page);
    return {
      ...medianOfEach(samples),
      spread: spreadOf(samples, LIGHTHOUSE_SPREAD_COLUMNS),
      worst: worstOf(samples),
      worstTbtRun: highestBy(longTasks, 'tbt'),
      worstLcpRun: highestBy(largestPaints, 'lcp'),
    };
  };
  const byRoute = Object.fromEntries(routes.map((route, index) => [route, summaryOf(pages[index])]));
  return { byRoute, ...(floor && { floor: summaryOf(floor) }) };
}
