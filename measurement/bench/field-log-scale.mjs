// A month of a busy site's field events, read by both read-outs: prints how long each took, events per second and
// its peak memory, on its first reading (which makes the columnar copies of the rotated logs) and on the next
// (usage below).
// The log is 30 rotated, gzipped daily files written as the collector writes lines (about 330 bytes an event):
// page loads of every route with their vitals (INP reported again on some), failures, an experiment's exposures
// and conversions (with their visitors' day of exposure, so the folder's name says v2). Written once per folder and kept
// (delete the folder to write it again).
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import { FIELD_SCHEMA_VERSION } from '@callvera/shared/field-event-wire';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { COLUMNAR_CACHE } from '@callvera/read-outs/event-log';
import { answerHelp } from '@callvera/checkout/command-usage';
import { isProgram } from '@callvera/checkout/is-program';
import { seededRandom } from '@callvera/read-outs/seeded-random';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DAYS = 30;
const START = Date.UTC(2026, 10, 1);
/** Events a page load sends on average here: FCP, TTFB, LCP, CLS, an INP on most, now and then more. */
const EVENTS_PER_LOAD = 5;

/** One day's log, gzipped as logrotate leaves it. */
async function writeDay(file, day, pageLoads) {
  const random = seededRandom(day + 1);
  const gzip = createGzip({ level: 1 });
  const out = createWriteStream(file);
  gzip.pipe(out);
  const routes = SITE_REGISTRY.routes;
  const hex = (value, width) => value.toString(16).padStart(width, '0');
  let chunk = '';
  for (let load = 0; load < pageLoads; load++) {
    const at = START + day * 86_400_000 + Math.floor((load / pageLoads) * 86_400_000);
    const time = new Date(at).toISOString();
    const route = routes[Math.floor(random() * routes.length)];
    const variant = random() < 0.5 ? 'control' : 'annual-first';
    const pageLoad = `${hex(day, 8)}-${hex(load >>> 16, 4)}-4${hex(load & 0xfff, 3)}-8${hex(Math.floor(random() * 0xfff), 3)}-${hex(load, 12)}`;
    const head = `{"schema":${FIELD_SCHEMA_VERSION},"receivedAt":"${time}","pageLoad":"${pageLoad}","shellRelease":"2.0.0","experiments":{"pricing":"${variant}"}`;
    const where = `"time":"${time}","route":"${route.path}","remote":"${route.remote}","remoteRelease":"1.${day % 3}.0"`;
    const vital = (metric, value, extra = '') =>
      `${head},"name":"vital",${where},"id":"v6-${at}-${hex(load, 13).replace(/[a-f]/g, '9')}${metric.length}","metric":"${metric}","value":${value},"rating":"good"${extra}}\n`;
    const owner = `,"attributedTo":"${route.remote}","attributedRelease":"1.${day % 3}.0"`;
    chunk += vital('FCP', Math.round(600 + random() * 600));
    chunk += vital('TTFB', Math.round(20 + random() * 200));
    chunk += vital('LCP', Math.round(800 + random() * 1200), `,"element":"#main>h1"${owner}`);
    chunk += vital('CLS', 0);
    if (random() < 0.9) {
      const inp = vital('INP', Math.round(40 + random() * 260), `,"target":"#main>button"${owner}`);
      chunk += inp;
      if (random() < 0.1) chunk += inp;
    }
    if (route.remote === 'pricing' && random() < 0.05) {
      chunk += `${head},"name":"exposure",${where},"experiment":"pricing","variant":"${variant}","fellBack":false,"forced":false,"weights":{"control":50,"annual-first":50}}\n`;
    }
    // A conversion names its visitor's day of exposure, as pages send it: the read-out counts it with that day's visitors.
    const exposedOn = time.slice(0, 10);
    if (random() < 0.01)
      chunk += `${head},"name":"conversion",${where},"action":"get-started","firstFor":{"pricing":"${variant}"},"exposedOn":{"pricing":"${exposedOn}"}}\n`;
    if (random() < 0.002) {
      chunk += `${head},"name":"remote-failure",${where},"failedRemote":"${route.remote}","failedRelease":"1.${day % 3}.0","failure":"chunk","retried":false,"recovered":false}\n`;
    }
    if (chunk.length > 1 << 20) {
      if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
      chunk = '';
    }
  }
  gzip.end(chunk);
  await new Promise((resolve, reject) => out.on('finish', resolve).on('error', reject));
}

if (!isMainThread && workerData?.days) {
  for (const { file, day, pageLoads } of workerData.days) await writeDay(file, day, pageLoads);
  parentPort.postMessage('done');
}

/** Writes the month's files, its days shared between a thread per core. */
async function writeMonth(folder, events) {
  mkdirSync(folder, { recursive: true });
  const pageLoads = Math.ceil(events / EVENTS_PER_LOAD / DAYS);
  const days = Array.from({ length: DAYS }, (_, day) => ({
    file: path.join(folder, `field-events.log-${new Date(START + day * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '')}.gz`),
    day,
    pageLoads,
  }));
  const threads = Math.max(1, Math.min(os.availableParallelism(), DAYS));
  await Promise.all(
    Array.from({ length: threads }, (_, thread) => {
      const mine = days.filter((_, index) => index % threads === thread);
      return new Promise((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { days: mine } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return days.map(({ file }) => file);
}

/** A read-out run on the files: its wall time, peak memory (/usr/bin/time) and exit status. */
function timed(script, args, files) {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'maxrss=%M', process.execPath, path.join(root, script), ...args, ...files], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.error) throw new Error(`field-log-scale: /usr/bin/time could not run ${script} (${run.error.message}): apt-get install time`);
  if (run.status !== 0 && run.status !== 1) throw new Error(`${script} failed (${run.status}):\n${run.stderr.slice(-2000)}`);
  const maxRss = /maxrss=(\d+)/.exec(run.stderr)?.[1];
  if (maxRss === undefined)
    throw new Error(`field-log-scale: /usr/bin/time printed no peak memory for ${script}:\n${run.stderr.slice(-500)}`);
  return { seconds, maxRss: Number(maxRss) * 1024 };
}

if (isMainThread && isProgram(import.meta.url)) {
  answerHelp(`usage: npm run bench:field-log -- [--events 50000000] [--folder DIR]
  --events  how many events the month holds (written once per folder, then kept)
  --folder  where its rotated files are written (default .cache/field-log-scale-v2-<events>)`);
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : process.argv[index + 1];
  };
  const events = Number(option('events', '50000000'));
  if (!Number.isInteger(events) || events < DAYS * EVENTS_PER_LOAD) {
    console.error(`field-log-scale: --events ${option('events')} is not a number of events (at least ${DAYS * EVENTS_PER_LOAD})`);
    process.exit(2);
  }
  const folder = path.resolve(option('folder', path.join(root, `.cache/field-log-scale-v2-${events}`)));
  const ready = existsSync(folder) && readdirSync(folder).filter((name) => name.endsWith('.gz')).length === DAYS;
  let files;
  if (ready)
    files = readdirSync(folder)
      .filter((name) => name.endsWith('.gz'))
      .sort()
      .map((name) => path.join(folder, name));
  else {
    const started = performance.now();
    console.error(`writing ${events.toLocaleString('en-US')} events into ${folder} ...`);
    files = await writeMonth(folder, events);
    console.error(`written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  // The first reading makes the columnar copies; set aside any made by an earlier run.
  rmSync(COLUMNAR_CACHE, { recursive: true, force: true });
  const rows = {};
  for (const reading of ['first', 'next']) {
    for (const [name, script, args] of [
      ['experiment-report', 'read-outs/experiment-report.mjs', ['--experiment', 'pricing']],
      ['field-report', 'read-outs/field-report.mjs', ['--remote', 'pricing']],
    ]) {
      const { seconds, maxRss } = timed(script, args, files);
      rows[`${name}, ${reading} reading`] = { seconds, perSecond: events / seconds, maxRss };
      console.error(`${name}, ${reading} reading: ${seconds.toFixed(1)} s`);
    }
  }
  console.log(
    `\nA month of field events: ${events.toLocaleString('en-US')} events in ${files.length} rotated files (${(bytes / 2 ** 30).toFixed(2)} GiB gzipped), on ${os.availableParallelism()} cores`,
  );
  console.log('read-out, reading                         seconds    events/s     peak memory');
  for (const [name, { seconds, perSecond, maxRss }] of Object.entries(rows)) {
    console.log(
      `${name.padEnd(40)}${seconds.toFixed(1).padStart(9)}${Math.round(perSecond).toLocaleString('en-US').padStart(13)}${`${(maxRss / 2 ** 30).toFixed(2)} GiB`.padStart(15)}`,
    );
  }
}
