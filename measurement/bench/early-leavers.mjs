// Visitors who leave soon: do their page loads' vitals reach the collector? Each visitor loads a route of the
// production build (served by the production nginx config, its collector writing the field-event log), looks at it
// for a set time after its first contentful paint, and leaves: by typing another address, Back, closing the tab or
// a link out of the site. The bench then reads the collector's log and prints, per engine, speed and leaving time,
// the share of page loads whose LCP, CLS, FCP and TTFB arrived. Known answer: all of them, from the first half second
// (docs/reading-the-field.md keeps the table). Usage: early-leavers/options.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { answerHelp } from '@callvera/checkout/command-usage';
import { isProgram } from '@callvera/checkout/is-program';
import { linesFromNow } from '@callvera/deploy-config/field-event-log-files';
import { SITE_ORIGIN } from '@callvera/local-servers/start-site-servers';
import { formatTable } from '@callvera/read-outs/report-table';
import { startNginxSite } from '../nginx-site.mjs';
import { METRICS, arrivalRows, shortfalls, visitArrivals } from './early-leavers/arrivals.mjs';
import { USAGE, parseOptions } from './early-leavers/options.mjs';
import { openChromium } from './early-leavers/chromium-visitor.mjs';
import { openFirefox } from './early-leavers/firefox-visitor.mjs';
import { openWebKit } from './early-leavers/webkit-visitor.mjs';

/** Where scripts/render-nginx-config.mjs has nginx write its logs for a checkout. */
const LOG_DIR = fileURLToPath(new URL('../../.cache/nginx/logs', import.meta.url));
/** Long enough for a request sent as the page went to reach nginx, on a busy machine; a visit whose vitals are all in ends sooner. */
const ARRIVAL_WAIT_MS = 4000;
const POLL_MS = 100;

const VISITORS = {
  chromium: openChromium,
  webkit: openWebKit,
  firefox: openFirefox,
};

const log = (message) => process.stderr.write(`${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The events nginx's collector has written since the bench began. */
function collectorLog() {
  const lines = linesFromNow(LOG_DIR);
  return () => lines().map((line) => JSON.parse(line));
}

/** Waits until the visit's page load has sent every metric its browser measures, or ARRIVAL_WAIT_MS has passed. */
async function arrivalsOf(events, seen, route, measured) {
  const deadline = Date.now() + ARRIVAL_WAIT_MS;
  for (;;) {
    const probe = visitArrivals(events(), new Set(seen), route);
    if (measured.every((metric) => probe.metrics.has(metric)) || Date.now() > deadline) return visitArrivals(events(), seen, route);
    await sleep(POLL_MS);
  }
}

/**
 * What was measured: the shell's build (its release names the build by its content, whatever commit is checked out
 * now) and the checkout's commit, with whether its working tree had changes beside it.
 */
function measuredBuild() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  let build = 'unknown';
  let commit = 'unknown';
  try {
    build = JSON.parse(readFileSync(`${root}shell/dist/mf-manifest.json`, 'utf8')).metaData.buildInfo.buildVersion;
  } catch {
    /* not built */
  }
  try {
    commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with changes' : ''}`;
  } catch {
    /* not a git checkout */
  }
  return `shell build ${build}, checkout at ${commit}`;
}

export async function runEarlyLeavers(options) {
  const servers = await startNginxSite();
  const events = collectorLog();
  const seen = new Set();
  const visits = [];
  const notes = [];
  try {
    for (const engine of options.engines) {
      let visitor;
      try {
        visitor = await VISITORS[engine]();
      } catch (error) {
        notes.push(`${engine}: not measured, it could not start (${error.message})`);
        log(`${engine}: could not start: ${error.message}`);
        continue;
      }
      try {
        const speeds = options.speeds.filter((speed) => visitor.speeds.includes(speed));
        for (const speed of options.speeds.filter((speed) => !speeds.includes(speed)))
          notes.push(`${engine}: no ${speed} speed (the bench slows only Chromium's processor)`);
        for (let run = 0; run < options.runs; run++)
          for (const speed of speeds)
            for (const after of options.after)
              for (const way of options.ways) {
                const visit = { engine, speed, after, way };
                try {
                  const { leftAfterMs, measured, done } = await visitor.visit({
                    url: `${SITE_ORIGIN}${options.route}`,
                    afterMs: after * 1000,
                    way,
                    speed,
                  });
                  const { metrics } = await arrivalsOf(events, seen, options.route, measured);
                  await done();
                  visits.push({ ...visit, leftAfterMs, measured, metrics });
                  log(
                    `${engine} ${speed} ${after} s ${way}: left at ${leftAfterMs} ms, arrived ${[...metrics].sort().join(' ') || 'nothing'}`,
                  );
                } catch (error) {
                  // The bench's own trouble (a driver's time-out), not the page's: named, not counted.
                  notes.push(`${engine} ${speed} ${after} s ${way}: a visit could not be made (${error.message.split('\n')[0]})`);
                  log(`${engine} ${speed} ${after} s ${way}: could not visit: ${error.message}`);
                }
              }
      } finally {
        await visitor.close();
      }
    }
  } finally {
    servers.stop();
  }
  return { visits, notes };
}

function report({ visits, notes }, options) {
  const when = new Date().toISOString().slice(0, 10);
  console.log(
    `\nVitals reaching the collector from visitors who leave ${options.route} soon (${when}, ${measuredBuild()}; ` +
      `${options.runs} visitor(s) per way of leaving: ${options.ways.join(', ')})`,
  );
  console.log(
    formatTable(arrivalRows(visits), ['page loads', ...METRICS, 'left at ms'], { rowName: 'engine, speed, leaves after', cellWidth: 11 }),
  );
  console.log('left at ms: median time from the first contentful paint to leaving; n/a: the browser does not measure it');
  for (const note of notes) console.log(`note: ${note}`);
  const short = shortfalls(visits);
  if (short.length) console.log(`\nBelow 95%:\n${short.map((line) => `  ${line}`).join('\n')}`);
  else console.log('\nEvery case at 95% or more.');
  if (options.save)
    writeFileSync(
      options.save,
      `${JSON.stringify(
        visits.map((visit) => ({ ...visit, metrics: [...visit.metrics] })),
        null,
        2,
      )}\n`,
    );
}

if (isProgram(import.meta.url)) {
  answerHelp(USAGE);
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`early-leavers: ${error.message}\n${USAGE}`);
    process.exit(2);
  }
  runEarlyLeavers(options).then(
    (result) => report(result, options),
    (error) => {
      console.error(`early-leavers: could not measure: ${error.message}`);
      process.exit(1);
    },
  );
}
