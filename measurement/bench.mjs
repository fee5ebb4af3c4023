// The site's speed on every route of the production build, offline, in Debian's Chromium:
//   usable      first paint → usable: a control in main pressed at first paint, under real
//               throttling (4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, empty cache)
//   paint       the browser's own FCP and LCP of a load with no press, under the same real throttling
//               (the LCP target is this one)
//   take-over   first paint → the first of a visitor's repeated taps on a header link that the app answers (5 runs)
//   first-script  the page's first script (page-start.js): its own main-thread work under the same throttling,
//               from a Chromium trace, and its size
//   flow        INP of key interactions, in a Lighthouse user flow (timespans, mobile, 4× CPU)
//   lighthouse  Lighthouse navigations, mobile, simulated throttling: scores, TBT, CLS; its LCP and JS KB as figures;
//               between them the floor page's (a heading and a paragraph: what no page goes below on this machine)
//   sample-start  a tap on "Play a sample call" → its sound playing, on the phone, fast connection and slow 4G
// Medians of 3 runs each.
//   collector-load  a page's p99 while 200 connections send valid batches to the field-event collector, against
//                   an idle twin server's, on nginx as rendered for this checkout (3 rounds of 5 s; bench/collector-load.mjs)
// How to run it: USAGE below (--help prints it).
//
// It serves the build itself (npm run build first) on ports 3000-3005 (moved by SITE_PORT_BASE), through
// the production nginx config (deploy/nginx), so it measures what visitors get: the same compression and
// headers (bash scripts/install-deps.sh --nginx installs nginx). A build for production (SITE_DEPLOYMENT=production)
// is measured at its production origins, over HTTPS and HTTP/2 as the CDN serves it (as-deployed-site.mjs).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_ORIGIN } from '@callvera/local-servers/start-site-servers';
import { startNginxSite } from './nginx-site.mjs';
import { startAsDeployedSite } from './as-deployed-site.mjs';
import { SITE_APPS, SITE_PATHS, SITE_TARGET } from '@callvera/checkout/site-apps';
import { BROWSER_PARTS, PARTS, parseOptions } from './bench/options.mjs';
import { describeCollectorLoad, measureCollectorLoad } from './bench/collector-load.mjs';
import { startCheckoutNginx } from '@callvera/deploy-config/checkout-nginx';
import { describeTargets, formatSpreadTable, formatTable, targetMisses } from '@callvera/read-outs/report-table';
import { measureLighthouse } from './bench/lighthouse.mjs';
import { LIGHTHOUSE_COLUMNS, LIGHTHOUSE_SPREAD_COLUMNS, LIGHTHOUSE_TARGETS } from './bench/lighthouse-targets.mjs';
import { describeTaskBehindTbt } from './bench/long-tasks.mjs';
import { describeLargestPaintPath } from './bench/largest-paint-path.mjs';
import { FLOOR_ROW, startFloorPage, targetsUnderTheFloor } from './bench/floor-page.mjs';
import { USABLE_COLUMNS, USABLE_TARGETS, measureUsable } from './bench/usable.mjs';
import { PAINT_COLUMNS, PAINT_TARGETS, measureExperimentPaint, measurePaint } from './bench/paint.mjs';
import {
  TAKE_OVER_COLUMNS,
  TAKE_OVER_SPREAD_COLUMNS,
  TAKE_OVER_TARGETS,
  TAKE_OVER_WORST_TARGETS,
  measureTakeOver,
} from './bench/take-over.mjs';
import { deploySplit } from '@callvera/release/page-splits';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { shellOrigin, variantManifest } from '@callvera/shared/registry/origins';
import { INP_TARGET, measureFlow } from './bench/flow.mjs';
import { answerHelp } from '@callvera/checkout/command-usage';
import { FIRST_SCRIPT_COLUMNS, FIRST_SCRIPT_TARGETS, measureFirstScript } from './bench/first-script.mjs';
import { SAMPLE_START_COLUMNS, SAMPLE_START_TARGETS, measureSampleStart } from './bench/sample-start.mjs';
import { PAGE_READY } from '@callvera/shared/page-marks';

const USAGE = `usage: node scripts/bench.mjs [--runs N] [--lighthouse-runs N] [--routes /,/pricing] [--only ${PARTS.join('|')}] [--experiment VARIANT] [--save FILE] [--baseline FILE]
  node scripts/bench.mjs                      everything, all routes, 3 runs
  node scripts/bench.mjs --runs 1 --routes /,/pricing --only usable
  node scripts/bench.mjs --only collector-load
  node scripts/bench.mjs --save bench-results/baseline.json
  node scripts/bench.mjs --baseline measurement/bench-baseline.json   adds the change against it
A measurement that cannot be taken ends it with 1, saying what failed; a bad option with 2.`;
answerHelp(USAGE);

const options = optionsOrExit();
const { runs, lighthouseRuns, takeOverRuns, routes, parts } = options;
const baseline = options.baseline ? readBaseline(options.baseline) : {};
const log = (message) => process.stderr.write(`${message}\n`);

/** The command line's options, or exit 2 naming what is wrong with them. */
function optionsOrExit() {
  try {
    return parseOptions(
      process.argv.slice(2),
      SITE_PATHS,
      SITE_REGISTRY.variants.map((variant) => variant.name),
    );
  } catch (error) {
    console.error(`bench: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
}

/** A saved file holds each part; an older one (routes at the top) holds Lighthouse figures only. */
function readBaseline(file) {
  const saved = JSON.parse(readFileSync(file, 'utf8'));
  return PARTS.some((part) => part in saved) ? saved : { lighthouse: saved };
}

const measured = {};
const misses = [];
/**
 * A production build (SITE_DEPLOYMENT=production) is measured as deployed, at its production origins behind a TLS
 * front speaking HTTP/2 (as-deployed-site.mjs); a local one on the production nginx config at this machine's ports.
 */
const AS_DEPLOYED = SITE_TARGET.deployment === 'production';
const origin = AS_DEPLOYED ? shellOrigin(SITE_TARGET) : SITE_ORIGIN;
const startSite = () => (AS_DEPLOYED ? startAsDeployedSite(SITE_TARGET) : startNginxSite());
let servers = parts.some((part) => BROWSER_PARTS.includes(part)) ? await startSite() : null;
const siteAnswers = () =>
  AS_DEPLOYED
    ? servers.answers()
    : fetch(`${SITE_ORIGIN}/remotes.json`).then(
        (response) => response.ok,
        () => false,
      );
/**
 * Runs one measurement; should the site's servers have gone (something else on a shared machine may
 * end them), they are started again and the measurement runs once more.
 */
async function onLiveSite(measure) {
  try {
    return await measure();
  } catch (error) {
    if (await siteAnswers()) throw error;
    log(`the site's servers had stopped (${error.message.split('\n')[0]}): starting them again`);
    servers?.stop();
    servers = await startSite();
    return measure();
  }
}
try {
  const common = { origin, routes, runs, log, onLiveSite };
  if (parts.includes('usable')) {
    measured.usable = await measureUsable(common);
    printUsable(measured.usable);
  }
  if (parts.includes('paint')) {
    measured.paint = await measurePaint(common);
    printPaint(measured.paint);
    if (options.experiment) {
      measured.experimentPaint = await measureVariantPaint(options.experiment);
      printExperimentPaint(measured.experimentPaint, options.experiment);
    }
  }
  if (parts.includes('take-over')) {
    measured.takeOver = await measureTakeOver({ ...common, runs: takeOverRuns });
    printTakeOver(measured.takeOver);
  }
  if (parts.includes('first-script')) {
    measured.firstScript = await measureFirstScript(common);
    printFirstScript(measured.firstScript);
  }
  if (parts.includes('flow')) {
    measured.flow = await measureFlow(common);
    printFlow(measured.flow);
  }
  if (parts.includes('lighthouse')) {
    const floorPage = await startFloorPage();
    try {
      const { byRoute, floor } = await measureLighthouse({ ...common, runs: lighthouseRuns, floorUrl: floorPage.url });
      measured.lighthouse = byRoute;
      measured.lighthouseFloor = floor;
    } finally {
      await floorPage.stop();
    }
    printLighthouse(measured.lighthouse, measured.lighthouseFloor);
  }
  if (parts.includes('sample-start')) {
    measured.sampleStart = await measureSampleStart(common);
    printSampleStart(measured.sampleStart);
  }
} finally {
  servers?.stop();
}
if (parts.includes('collector-load')) {
  measured.collectorLoad = await collectorLoad();
  printCollectorLoad(measured.collectorLoad);
}
console.log(misses.length ? `\nTargets missed:\n  ${misses.join('\n  ')}` : '\nAll targets met.');
if (options.save) {
  mkdirSync(path.dirname(options.save), { recursive: true });
  writeFileSync(options.save, `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`saved to ${options.save}`);
}

function printUsable(results) {
  console.log(
    `\nFirst paint → usable, ms from navigation (Chromium, 4× CPU, 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, empty cache at the start; median of ${runs})`,
  );
  console.log(
    'A control in main is tapped once, as soon as it is painted with its font; "usable" is when its effect shows (— : never, the press was lost).',
  );
  console.log(formatTable(results, USABLE_COLUMNS, { baseline: baseline.usable }));
  console.log(`press: when the tap reached the page; dead = usable − fcp; appReady: when the app took over (${PAGE_READY}).`);
  console.log("A link followed before take-over loads the next page: usable is that page's own first paint, and dead is —.");
  console.log('Each route: its control, and its targets.');
  for (const [route, { control }] of Object.entries(results)) {
    console.log(`  ${route.padEnd(36)}${control.padEnd(48)}${describeTargets(USABLE_TARGETS, route)}`);
  }
  misses.push(...targetMisses(results, USABLE_TARGETS));
}

function printSampleStart(results) {
  console.log(`\nA sample call's start on the phone (4× CPU): tap on "Play a sample call" → its sound playing, ms (median of ${runs})`);
  console.log('fast: 40 ms RTT, 10 Mbit/s down; slow 4G: 150 ms RTT, 1.6 Mbit/s down. The cards were scrolled to first.');
  console.log(formatTable(results, SAMPLE_START_COLUMNS, { baseline: baseline.sampleStart, rowName: 'connection' }));
  for (const connection of Object.keys(results))
    console.log(`  ${connection.padEnd(36)}${describeTargets(SAMPLE_START_TARGETS, connection)}`);
  misses.push(...targetMisses(results, SAMPLE_START_TARGETS));
}

function printPaint(results) {
  console.log(`\nPaint as the phone sees it: Chromium's own FCP and LCP, ms, same throttling, no press (median of ${runs})`);
  console.log(formatTable(results, PAINT_COLUMNS, { baseline: baseline.paint }));
  console.log('LCP element:');
  for (const [route, { lcpElement }] of Object.entries(results)) console.log(`  ${route.padEnd(36)}${lcpElement ?? '—'}`);
  console.log(`Target on every route: ${describeTargets(PAINT_TARGETS)} (Chromium's own LCP, the one the site is held to)`);
  misses.push(...targetMisses(results, PAINT_TARGETS));
}

function printTakeOver(results) {
  console.log(`\nFirst paint → take-over as a visitor finds it, ms, same throttling (median of ${takeOverRuns})`);
  console.log(
    "From first paint a header link to another route is tapped again and again; the app has the page once its router answers one (the address changes in the page). Until then the browser's page load is answered with 204, so the page stays.",
  );
  console.log(formatTable(results, TAKE_OVER_COLUMNS, { baseline: baseline.takeOver }));
  console.log('answered: the tap the app answered, from the navigation; takeOver = answered − fcp; taps: how many were made.');
  console.log('The same runs, min / median / max:');
  console.log(formatSpreadTable(results, TAKE_OVER_SPREAD_COLUMNS));
  console.log(`Targets: ${describeTargets(TAKE_OVER_TARGETS)} in the median, ${describeTargets(TAKE_OVER_WORST_TARGETS)} in every run`);
  const worst = worstRuns(results);
  misses.push(
    ...targetMisses(results, TAKE_OVER_TARGETS),
    ...targetMisses(worst, TAKE_OVER_WORST_TARGETS).map((miss) => `${miss} in its worst run`),
  );
}

/** Each route's worst run, as a part that judges every run keeps it (`worst`), for targetMisses. */
function worstRuns(results) {
  return Object.fromEntries(Object.entries(results).map(([route, { worst }]) => [route, worst]));
}

function printFirstScript(results) {
  console.log(`\nThe page's first script (page-start.js): its own main-thread work, ms, same throttling, no press (median of ${runs})`);
  console.log(formatTable(results, FIRST_SCRIPT_COLUMNS, { baseline: baseline.firstScript }));
  console.log(
    'ownMs: its evaluation and every call of its functions, until take-over (from a Chromium trace); beforeFcpMs: the part before first paint; longestMs: its longest one; kB and gzipKB: the file.',
  );
  console.log(`Target on every route: ${describeTargets(FIRST_SCRIPT_TARGETS)}`);
  misses.push(...targetMisses(results, FIRST_SCRIPT_TARGETS));
}

function printFlow(results) {
  console.log(`\nResponsiveness: Lighthouse user flow, one timespan per interaction (mobile, 4× CPU; median of ${runs})`);
  console.log(formatTable(results, ['inp', 'took'], { baseline: baseline.flow, rowName: 'interaction', routeWidth: 44 }));
  console.log(`took: runs in which the interaction's effect showed. Target: ${describeTargets({ inp: INP_TARGET })}`);
  misses.push(...targetMisses(results, { inp: INP_TARGET }));
}

function printLighthouse(results, floor) {
  console.log(`\nLighthouse mobile, simulated throttling (its CLI's defaults), median of ${lighthouseRuns} run(s)`);
  console.log(formatTable(results, LIGHTHOUSE_COLUMNS, { baseline: baseline.lighthouse }));
  console.log(`\nThe same runs, min / median / max, and the floor page's between them`);
  console.log(formatSpreadTable({ ...results, [FLOOR_ROW]: floor }, LIGHTHOUSE_SPREAD_COLUMNS));
  if (results['/'])
    console.log(
      `First-load JS of /: ${results['/'].jsKB} KB gzip, ${results['/'].sentKB} KB as sent (no target here: e2e/bundle-budget.json holds it)`,
    );
  console.log("lcp and fcp: Lighthouse's simulated estimates, figures only (the LCP target is the paint part's).");
  console.log(
    "rttMs: what Lighthouse's simulation added to each round trip of the page's own host, beyond the emulated link's, from the connection it saw (a handshake over this machine's loopback takes no time, and Lighthouse then counts the browser's TLS work as the round trip).",
  );
  console.log(`Targets, in every run (the worst run judged): ${describeTargets(LIGHTHOUSE_TARGETS)}`);
  const worst = worstRuns(results);
  misses.push(...targetMisses(worst, LIGHTHOUSE_TARGETS).map((miss) => `${miss} in its worst run`));
  const unjudgeable = targetsUnderTheFloor(floor.worst, LIGHTHOUSE_TARGETS);
  console.log(
    unjudgeable.length
      ? `Not to be judged on this machine: ${describeTargets(Object.fromEntries(unjudgeable.map((key) => [key, LIGHTHOUSE_TARGETS[key]])))}, which the floor page (nothing but a heading and a paragraph) misses in its worst run (${unjudgeable.map((key) => `${key} ${floor.worst[key]}`).join(', ')}): no page meets them here.`
      : `The floor page meets every target in every run: the machine can judge them.`,
  );
  printWorstTbtRuns({ ...results, [FLOOR_ROW]: floor });
  printWorstLcpRuns(results);
}

function printWorstLcpRuns(results) {
  console.log(
    `\nWhat each route's worst LCP run came after, in the load Lighthouse simulated it from (ms after the navigation's start): when its first frame was painted, its observed first and largest paints (a frame held back before it was shown is presented later than it was painted), and the scripts evaluated before the largest, which its simulated LCP counts with their downloads`,
  );
  for (const [route, { worstLcpRun }] of Object.entries(results)) {
    console.log(`${route}: LCP ${worstLcpRun.lcp}: ${describeLargestPaintPath(worstLcpRun.path)}`);
  }
}

function printWorstTbtRuns(results) {
  console.log(
    `\nThe long tasks behind each route's worst TBT run, as Lighthouse counted them: each task its simulation timed (its observed wall time times the CPU slowdown, half that for a task that laid out the page) with the blocking time it adds between Lighthouse's FCP and TTI, its sum beside TBT (which blends two simulations of the same tasks, so the two are near, not equal); then the task as the trace of the load it simulated from holds it: when it began after the navigation's start, its wall time, the CPU time the thread ran in it (the rest it waited), what it did, and who held the machine's cores meanwhile (the kernel's record), ms`,
  );
  for (const [route, { worstTbtRun }] of Object.entries(results)) {
    const sum = (read) => Math.round(worstTbtRun.tasks.reduce((total, task) => total + (read(task) ?? 0), 0));
    console.log(
      `${route}: TBT ${worstTbtRun.tbt} (the tasks below block ${sum((task) => task.blockingMs)}), FCP ${worstTbtRun.fcp}, TTI ${worstTbtRun.tti}; ${worstTbtRun.tasks.length} task(s), ${sum((task) => task.observed?.wallMs)} ms wall, ${sum((task) => task.observed?.cpuMs)} ms CPU`,
    );
    for (const task of worstTbtRun.tasks) console.log(`  ${describeTaskBehindTbt(task)}`);
    if (worstTbtRun.coresUnrecorded) console.log(`  who held the cores: not recorded, ${worstTbtRun.coresUnrecorded}`);
  }
}

/** --experiment: the variant's route deployed split 50/50 with the control, painted by a visitor of each. */
async function measureVariantPaint(name) {
  const { remote, dir } = SITE_REGISTRY.variants.find((variant) => variant.name === name);
  const app = SITE_APPS.find((candidate) => candidate.remote === remote);
  const route = SITE_REGISTRY.routes.find((candidate) => candidate.remote === remote).path;
  const restore = deploySplit(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', SITE_APPS[0].dir, 'dist'), remote, [
    { name: 'control', entry: `${app.origin}/mf-manifest.json`, weight: 50 },
    { name, entry: variantManifest(remote, name, SITE_TARGET), weight: 50 },
  ]);
  log(`${dir}: measuring ${route} for visitors of the control and of ${name}`);
  try {
    return await measureExperimentPaint({ origin, route, remote, variants: ['control', name], runs, log, onLiveSite });
  } finally {
    restore();
  }
}

function printExperimentPaint(results, name) {
  console.log(`\nAn experiment's page as each visitor paints it (${name} against the control), same throttling (median of ${runs})`);
  console.log(formatTable(results, PAINT_COLUMNS, { baseline: baseline.experimentPaint, routeWidth: 44 }));
  const [control, variant] = Object.values(results);
  if (!(variant.fcp <= control.fcp))
    misses.push(`${name}'s visitor first paints at ${variant.fcp} ms, after the control's visitor (${control.fcp} ms)`);
}

/**
 * collector-load: the build served by nginx as rendered for this checkout, on this run's ports, standing behind a
 * front at 127.0.0.1 so each of the crowd's requests can come from a visitor of its own; its twin on ports + 80.
 */
async function collectorLoad() {
  const start = (portOffset) =>
    startCheckoutNginx({
      target: { ...SITE_TARGET, portBase: SITE_TARGET.portBase + portOffset },
      dir: mkdtempSync(path.join(tmpdir(), 'bench-nginx-')),
      frontAddress: '127.0.0.1',
    });
  const busy = await start(0);
  const twin = await start(80).catch(async (error) => {
    await busy.stop();
    throw error;
  });
  try {
    return await measureCollectorLoad({ busy, twin, connections: 200, seconds: 5, rounds: 3, log });
  } finally {
    await busy.stop();
    await twin.stop();
  }
}

function printCollectorLoad(result) {
  console.log(
    `\nCollector load: a page (/) while 200 connections send valid batches to ${FIELD_EVENTS.wire.collectorPath} (nginx, loopback)`,
  );
  for (const line of describeCollectorLoad(result)) console.log(`  ${line}`);
  if (!(result.loaded.p99 <= 2 * result.idle.p99))
    misses.push(`collector load: a page's p99 under load is ${(result.loaded.p99 / result.idle.p99).toFixed(2)}× idle (target ≤ 2×)`);
  if (result.crowd.refusedConnections > 0) misses.push(`collector load: ${result.crowd.refusedConnections} connections refused or reset`);
}
