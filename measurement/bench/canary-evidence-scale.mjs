// A canary's evidence on a busy site: how long each scheduled reading takes once the first is done, when a day
// has `--page-loads` page loads (50 million by default) and the step command runs every 10 minutes.
//   npm run bench:canary -- [--page-loads 50000000] [--readings 3] [--folder DIR]
// (--folder: where to write the log, in a folder of its own removed at the end; .cache/ by default)
// It writes the log as the collector writes lines, 10 minutes of the day at a time (a day's 250 million lines
// would not fit a laptop's disk, and each reading reads only its 10 minutes), then times each reading as the
// release tool runs it: the state parsed, what is new read and counted, the verdict, the state written back.
// Page loads of every route, each with its vitals (INP reported again on some), failures, exposures and
// conversions; the pricing remote is split between its stable release and a canary at 25%.
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FIELD_SCHEMA_VERSION } from '@callvera/shared/field-event-wire';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { canaryEvidence } from '@callvera/release/canary-evidence';
import { seededRandom } from '@callvera/read-outs/seeded-random';
import { isProgram } from '@callvera/checkout/is-program';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TICK_MS = 10 * 60_000;
const TICKS_PER_DAY = 144;
const START = Date.UTC(2026, 10, 2, 9);
const SHARE = 25;

/** The lines of one 10-minute slice of the day, written to `file` in pieces; returns how many. */
function writeSlice(file, tick, pageLoads, random) {
  const routes = SITE_REGISTRY.routes;
  const hex = (value, width) => value.toString(16).padStart(width, '0');
  let chunk = '';
  let lines = 0;
  for (let load = 0; load < pageLoads; load++) {
    const at = START + tick * TICK_MS + Math.floor((load / pageLoads) * TICK_MS);
    const time = new Date(at).toISOString();
    const route = routes[Math.floor(random() * routes.length)];
    const side = random() * 100 < SHARE ? 'canary' : 'control';
    const release = route.remote === 'pricing' && side === 'canary' ? '1.5.0' : '1.4.0';
    const serial = tick * pageLoads + load;
    const pageLoad = `${hex(tick, 8)}-${hex((serial >>> 16) & 0xffff, 4)}-4${hex(serial & 0xfff, 3)}-8${hex(Math.floor(random() * 0xfff), 3)}-${hex(serial, 12)}`;
    const head = `{"schema":${FIELD_SCHEMA_VERSION},"receivedAt":"${time}","pageLoad":"${pageLoad}","shellRelease":"2.0.0","experiments":{"pricing":"${side}"}`;
    const where = `"time":"${time}","route":"${route.path}","remote":"${route.remote}","remoteRelease":"${release}"`;
    const owner = `,"attributedTo":"${route.remote}","attributedRelease":"${release}"`;
    const vital = (metric, value, rating, extra = '') =>
      `${head},"name":"vital",${where},"id":"v6-${at}-${hex(serial, 13).replace(/[a-f]/g, '9')}${metric.length}","metric":"${metric}","value":${value},"rating":"${rating}"${extra}}\n`;
    const lcp = Math.round(800 + random() * 2400);
    chunk += vital('FCP', Math.round(600 + random() * 600), 'good');
    chunk += vital('TTFB', Math.round(20 + random() * 200), 'good');
    chunk += vital('LCP', lcp, lcp <= 2500 ? 'good' : 'needs-improvement', `,"element":"#main>h1"${owner}`);
    chunk += vital('CLS', 0, 'good');
    lines += 4;
    if (random() < 0.9) {
      const value = Math.round(40 + random() * 260);
      const inp = vital('INP', value, value <= 200 ? 'good' : 'needs-improvement', `,"target":"#main>button"${owner}`);
      chunk += inp;
      lines += 1;
      if (random() < 0.1) {
        chunk += inp;
        lines += 1;
      }
    }
    if (route.remote === 'pricing' && random() < 0.3) {
      chunk += `${head},"name":"exposure",${where},"experiment":"pricing","variant":"${side}","fellBack":false,"forced":false,"weights":{"control":${100 - SHARE},"canary":${SHARE}}}\n`;
      lines += 1;
      if (random() < 0.03) {
        chunk += `${head},"name":"conversion",${where},"action":"get-started","plan":"pro","billing":"monthly","firstFor":{"pricing":"${side}"}}\n`;
        lines += 1;
      }
    }
    if (random() < 0.002) {
      chunk += `${head},"name":"remote-failure",${where},"failedRemote":"${route.remote}","failedRelease":"${release}","failure":"chunk","retried":false,"recovered":false}\n`;
      lines += 1;
    }
    if (chunk.length > 1 << 22) {
      appendFileSync(file, chunk);
      chunk = '';
    }
  }
  appendFileSync(file, chunk);
  return lines;
}

/** One reading as the release tool runs it: the stored state in, the new state out. */
async function reading(canary, log, stateText, now) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const evidence = await canaryEvidence({ canary, source: [log], state: stateText ? JSON.parse(stateText) : null, now });
  const text = JSON.stringify(evidence.state);
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, text, evidence };
}

const USAGE = 'usage: npm run bench:canary -- [--page-loads 50000000] [--readings 3] [--folder DIR]';

/** The command line, checked: each bad value named. */
function options(args) {
  const { values } = parseArgs({
    args,
    options: {
      'page-loads': { type: 'string', default: '50000000' },
      readings: { type: 'string', default: '3' },
      folder: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const pageLoadsPerDay = Number(values['page-loads']);
  const readings = Number(values.readings);
  if (!Number.isInteger(pageLoadsPerDay) || pageLoadsPerDay < TICKS_PER_DAY)
    throw new Error(`--page-loads ${values['page-loads']} is not a number of page loads a day (at least ${TICKS_PER_DAY})`);
  if (!Number.isInteger(readings) || readings < 2)
    throw new Error(`--readings ${values.readings} is not a number of readings (at least 2)`);
  return { help: values.help, pageLoadsPerDay, readings, folder: values.folder };
}

if (isProgram(import.meta.url)) {
  let parsed;
  try {
    parsed = options(process.argv.slice(2));
  } catch (error) {
    console.error(`canary-evidence-scale: ${error.message} (${USAGE})`);
    process.exit(2);
  }
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const { pageLoadsPerDay, readings } = parsed;
  // The log goes into a folder of its own inside the one given, removed at the end: it is gigabytes.
  const parent = path.resolve(parsed.folder ?? path.join(root, '.cache'));
  mkdirSync(parent, { recursive: true });
  const folder = mkdtempSync(path.join(parent, 'canary-evidence-scale-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  const log = path.join(folder, 'field-events.log');
  writeFileSync(log, '');
  const perSlice = Math.round(pageLoadsPerDay / TICKS_PER_DAY);
  const canary = {
    remote: 'pricing',
    stableRelease: '1.4.0',
    canaryRelease: '1.5.0',
    variants: { stable: 'control', canary: 'canary' },
    startedAt: new Date(START).toISOString(),
    steps: [{ share: SHARE, at: new Date(START).toISOString() }],
  };
  const random = seededRandom(1);
  const rows = [];
  let state = null;
  for (let tick = 0; tick < readings; tick++) {
    const lines = writeSlice(log, tick, perSlice, random);
    const { seconds, cpuSeconds, text } = await reading(canary, log, state, new Date(START + (tick + 1) * TICK_MS));
    state = text;
    rows.push({ tick, lines, seconds, cpuSeconds, stateBytes: text.length });
    console.error(`reading ${tick + 1}: ${lines.toLocaleString('en-US')} new lines in ${seconds.toFixed(2)} s`);
  }
  // Nothing new: what a reading costs when the collector wrote nothing.
  const idle = await reading(canary, log, state, new Date(START + (readings + 1) * TICK_MS));
  const logBytes = statSync(log).size;
  const memory = process.resourceUsage().maxRSS * 1024;
  console.log(
    `\nA canary's readings on a site of ${pageLoadsPerDay.toLocaleString('en-US')} page loads a day: ${perSlice.toLocaleString('en-US')} page loads every 10 minutes, on ${os.availableParallelism()} cores (log ${(logBytes / 2 ** 30).toFixed(2)} GiB after ${readings} readings)`,
  );
  // CPU time beside the wall's: on a machine shared with other work the wall's time is mostly waiting.
  console.log('reading              new lines   wall (s)    CPU (s)   CPU s per million lines   state (KiB)');
  const row = (name, lines, { seconds, cpuSeconds }, stateBytes) =>
    console.log(
      `${name.padEnd(18)}${lines.toLocaleString('en-US').padStart(12)}${seconds.toFixed(2).padStart(11)}${cpuSeconds.toFixed(2).padStart(11)}${(lines ? ((cpuSeconds / lines) * 1e6).toFixed(2) : '').padStart(26)}${(stateBytes / 1024).toFixed(0).padStart(14)}`,
    );
  for (const { tick, lines, stateBytes, ...times } of rows) row(tick === 0 ? 'first' : `next (${tick + 1})`, lines, times, stateBytes);
  row('nothing new', 0, idle, idle.text.length);
  console.log(`peak memory ${(memory / 2 ** 30).toFixed(2)} GiB`);
}
