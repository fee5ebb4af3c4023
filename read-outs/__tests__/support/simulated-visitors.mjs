// Simulated visitors of an experiment on /pricing, for 30 days: each browser assigned, exposed and converting
// through the pages' own decisions (page-logic.mjs), and what it sends written as the collector writes it. The
// mess real logs have is in it: visitors who come back 1 to 5 times, early leavers, a visitor who converts on
// several loads, lost and repeated requests, QA forcing variants, page loads that announce two variants, cut
// lines, a ramp.
import { createWriteStream } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { memoryStorage, pageLogic } from './page-logic.mjs';
import { seededRandom } from '../../seeded-random.mjs';

const { assignVariant, noteExposureSent, writeAssignment, recordAssignment, firstConversionFor } = pageLogic;

export const DAYS = 30;
const START = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const VARIANT = 'annual-first';

/** How often each mess happens. */
const MESS = {
  /** A visitor leaves as soon as the page shows: its exposure still goes (a request that outlives the page). */
  earlyLeaver: 0.1,
  /** A request lost on the way (the exposure's keepalive request, the stream's batch). */
  lostExposure: 0.005,
  lostConversion: 0.02,
  /** A request that arrives twice. */
  repeated: 0.005,
  /** A first page load whose app shows another variant than the page's first script did (a stale copy of the split). */
  twoVariants: 0.002,
  /** A line cut short (a full disk, a killed writer). */
  cutLine: 0.0005,
  /** QA page loads per run, forcing each variant in turn. */
  qaLoads: 6,
};

let loads = 0;
const nextPageLoad = () => `00000000-0000-4000-8000-${(++loads).toString(16).padStart(12, '0')}`;

/**
 * Writes the log of `runs` experiments, named `<prefix>-<run>`; returns its path once written. `splits`: the
 * split in force from each day on (a ramp is several); `conversion`: each variant's chance that a visitor converts.
 * @param {{
 *   file: string, runs: number, visitors: number, seed: number, prefix: string,
 *   conversion: Record<string, number>, splits: { fromDay: number, weights: Record<string, number> }[],
 * }} scenario
 */
export async function writeSimulatedLog({ file, runs, visitors, seed, prefix, conversion, splits }) {
  const random = seededRandom(seed);
  const out = createWriteStream(file);
  let buffered = [];
  const emit = (line) => {
    buffered.push(line);
    if (random() < MESS.cutLine) buffered.push(line.slice(0, Math.floor(line.length / 2)));
    if (buffered.length >= 5000) {
      out.write(`${buffered.join('\n')}\n`);
      buffered = [];
    }
  };
  const send = (at, page, event, lost) => {
    if (random() < lost) return;
    const receivedAt = new Date(at + Math.floor(random() * 2000)).toISOString();
    const line = JSON.stringify({ schema: FIELD_EVENTS.schemaVersion, receivedAt, ...page, ...event, time: new Date(at).toISOString() });
    emit(line);
    if (random() < MESS.repeated) emit(line);
  };
  const common = { route: '/pricing', remote: 'pricing', remoteRelease: '0.1.0' };
  const exposure = (experiment, variant, { forced = false, weights } = {}) => ({
    name: 'exposure',
    ...common,
    experiment,
    variant,
    fellBack: false,
    forced,
    ...(weights ? { weights } : {}),
  });

  for (let run = 0; run < runs; run++) {
    const experiment = `${prefix}-${run}`;
    const splitOn = (day) => ({
      variants: Object.entries(splits.findLast(({ fromDay }) => fromDay <= day).weights).map(([variantName, weight]) => ({
        name: variantName,
        weight,
      })),
    });
    for (let visitor = 0; visitor < visitors; visitor++) {
      const storage = memoryStorage();
      const firstDay = Math.floor(random() * DAYS);
      const days = [firstDay];
      const pageLoads = 1 + Math.floor(random() * 5);
      for (let next = 1; next < pageLoads; next++) days.push(Math.min(DAYS - 1, days[next - 1] + Math.floor(-Math.log(1 - random()) * 2)));
      let converts = null;
      for (const [index, day] of days.entries()) {
        const at = START + day * DAY_MS + Math.floor(random() * (DAY_MS - 5000));
        const { variant, weights } = assignVariant(experiment, splitOn(day), { storage, search: '', random });
        // The visitor's own chance, drawn once it is assigned: it converts on one of its loads, and may press again.
        converts ??= random() < conversion[variant.name] ? index + Math.floor(random() * (pageLoads - index)) : -1;
        const page = { pageLoad: nextPageLoad(), shellRelease: '0.1.0', experiments: { [experiment]: variant.name } };
        const assignments = new Map();
        recordAssignment(assignments, { remote: experiment, variant: variant.name });
        if (noteExposureSent(storage, experiment, at)) send(at, page, exposure(experiment, variant.name, { weights }), MESS.lostExposure);
        // On a first visit: a returning visitor re-drawn because its variant left the split is a new visitor of another.
        if (index === 0 && random() < MESS.twoVariants) {
          const other = variant.name === 'control' ? VARIANT : 'control';
          writeAssignment(storage, experiment, { variant: other, weights, sent: [] });
          if (noteExposureSent(storage, experiment, at + 900))
            send(at + 900, page, exposure(experiment, other, { weights }), MESS.lostExposure);
        }
        // A visitor who converts does so on its load; on any other, it may leave as soon as the page shows.
        if (index !== converts && (random() < MESS.earlyLeaver || converts < 0 || index < converts)) continue;
        const presses = index === converts ? 1 + Math.floor(random() * 2) : random() < 0.3 ? 1 : 0;
        for (let press = 0; press < presses; press++) {
          const { firstFor, exposedOn } = firstConversionFor(assignments, 'get-started', storage);
          const named = Object.keys(firstFor).length ? { firstFor, exposedOn } : {};
          const event = { name: 'conversion', ...common, action: 'get-started', ...named };
          send(at + 20_000 + press * 1000, page, event, MESS.lostConversion);
        }
      }
    }
    // QA looks at each variant, forced from the address, on a browser of its own: never a visitor.
    const qa = memoryStorage();
    for (let load = 0; load < MESS.qaLoads; load++) {
      const forced = load % 2 ? VARIANT : 'control';
      const { variant, reason } = assignVariant(experiment, splitOn(0), {
        storage: qa,
        search: `?${experiment}-variant=${forced}`,
        random,
      });
      const page = { pageLoad: nextPageLoad(), shellRelease: '0.1.0', experiments: { [experiment]: variant.name } };
      send(START + load * 3_600_000, page, exposure(experiment, variant.name, { forced: reason === 'override' }), 0);
    }
  }
  out.write(buffered.length ? `${buffered.join('\n')}\n` : '');
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return file;
}

/** Run as a worker: writes the scenario in `workerData`, then posts the file's path. */
if (!isMainThread && workerData?.scenario) writeSimulatedLog(workerData.scenario).then((file) => parentPort.postMessage(file));

/** Writes a scenario's log in a worker thread of its own, so several are written at once. */
export function writeSimulatedLogApart(scenario) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { scenario } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code && reject(new Error(`the simulation's worker exited with ${code}`)));
  });
}
