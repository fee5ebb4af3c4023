// Pages never wait behind events: a page's latency from nginx (as rendered for a checkout) while a crowd sends
// valid batches to its collector, against the same page's from a twin nginx whose collector is idle, at the same
// moments.
//   the page probe: 5 connections (a browser opens about that many), each asking for the page every 10 ms, in
//                   this process; latency from the request sent to the last byte read (gzip, as a browser asks)
//   the crowd:      collector-crowd.mjs in a process of its own (autocannon, valid batches, a new visitor each)
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { linesFromNow } from '@callvera/deploy-config/field-event-log-files';

const CROWD = fileURLToPath(new URL('./collector-crowd.mjs', import.meta.url));
const PROBE_CONNECTIONS = 5;
const PROBE_PAUSE_MS = 10;

/** The q-quantile of sorted values (nearest rank). */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Asks for `url` on PROBE_CONNECTIONS kept connections until `signal` aborts; resolves with each latency (ms), the
 * failures, and what they were (`failedWith`: a count per status or error code).
 */
async function probePage(url, signal) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: PROBE_CONNECTIONS });
  const latencies = [];
  const failedWith = {};
  let failures = 0;
  const failed = (why) => {
    failures += 1;
    failedWith[why] = (failedWith[why] ?? 0) + 1;
  };
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(url, { agent, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          else failed(`status ${response.statusCode}`);
          resolve();
        });
      });
      request.on('error', (error) => {
        failed(error.code ?? error.message);
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: PROBE_CONNECTIONS }, async () => {
      while (!signal.aborted) {
        await once();
        await sleep(PROBE_PAUSE_MS);
      }
    }),
  );
  agent.destroy();
  return { latencies, failures, failedWith };
}

/** The error of a round in which a server never answered the page: the figure cannot be taken. */
function noPageError(server, url, { failedWith }) {
  const answers = Object.entries(failedWith).map(([why, count]) => `${why} ×${count}`);
  const hint = failedWith['status 403'] ? " (403: can nginx's worker user read the site's files?)" : '';
  return new Error(
    `collector load: the ${server} never answered ${url} with 200 (${answers.join(', ') || 'no answer at all'})${hint}: no page latency to measure`,
  );
}

/** Runs the crowd for `seconds`; resolves with what it reports. */
function runCrowd(origin, connections, seconds) {
  return new Promise((resolve, reject) => {
    const crowd = spawn(process.execPath, [CROWD, origin, String(connections), String(seconds)], { stdio: ['ignore', 'pipe', 'pipe'] });
    // The crowd stands for visitors elsewhere: on this machine it yields the CPU to nginx and the page probe.
    os.setPriority(crowd.pid, 10);
    let stdout = '';
    let stderr = '';
    crowd.stdout.on('data', (chunk) => (stdout += chunk));
    crowd.stderr.on('data', (chunk) => (stderr += chunk));
    crowd.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`collector load: the crowd against ${origin} failed (exit ${code}): ${stderr.trim()}`));
      try {
        return resolve(JSON.parse(stdout));
      } catch {
        return reject(new Error(`collector load: the crowd against ${origin} printed no report: ${stdout.slice(0, 200)}${stderr.trim()}`));
      }
    });
  });
}

/**
 * A crowd of `connections` sends batches to `busy` while the page probe asks `busy` and `twin` (the same nginx
 * config, whose collector nobody calls) for the page at the same moments: whatever else the machine is doing,
 * the crowd's own processes included (they stand for browsers elsewhere), falls on both alike, and the difference
 * is what the batches cost the pages inside nginx.
 * @param {{
 *   busy: { origin: string, logs: string },  the server under the crowd, and its log folder (the lines are read back)
 *   twin: { origin: string },
 *   connections?: number,
 *   seconds?: number,  each round's length
 *   rounds?: number,
 *   log?: (message: string) => void,
 * }} options
 */
export async function measureCollectorLoad({ busy, twin, connections = 200, seconds = 5, rounds = 3, log = () => {} }) {
  const pooled = { idle: [], loaded: [] };
  const roundP99s = { idle: [], loaded: [] };
  let probeFailures = 0;
  const probeFailedWith = {};
  const crowd = { statuses: {}, errorCodes: {}, timeouts: 0, seconds: 0 };
  const written = linesFromNow(busy.logs);
  for (let round = 1; round <= rounds; round += 1) {
    log(`collector load: round ${round} of ${rounds}: ${seconds} s of ${connections} connections of batches`);
    const crowdRun = runCrowd(busy.origin, connections, seconds);
    // Its failure is thrown where it is awaited, below, even if it comes before.
    crowdRun.catch(() => {});
    // The crowd's connections open first; the probe then times the pages among them.
    await sleep(300);
    const stop = new AbortController();
    const probes = Promise.all([probePage(`${twin.origin}/`, stop.signal), probePage(`${busy.origin}/`, stop.signal)]);
    let report;
    try {
      report = await crowdRun;
    } finally {
      stop.abort();
    }
    const [quiet, loaded] = await probes;
    if (!quiet.latencies.length) throw noPageError('idle twin', `${twin.origin}/`, quiet);
    if (!loaded.latencies.length) throw noPageError('server under load', `${busy.origin}/`, loaded);
    for (const [state, probe] of Object.entries({ idle: quiet, loaded })) {
      const sorted = [...probe.latencies].sort((a, b) => a - b);
      pooled[state].push(...sorted);
      roundP99s[state].push(quantile(sorted, 0.99));
      probeFailures += probe.failures;
      for (const [why, count] of Object.entries(probe.failedWith)) probeFailedWith[why] = (probeFailedWith[why] ?? 0) + count;
    }
    for (const [status, count] of Object.entries(report.statuses)) crowd.statuses[status] = (crowd.statuses[status] ?? 0) + count;
    for (const [code, count] of Object.entries(report.errorCodes)) crowd.errorCodes[code] = (crowd.errorCodes[code] ?? 0) + count;
    crowd.timeouts += report.timeouts;
    crowd.seconds += report.seconds;
  }
  // Let the batches still held by the overall limit when the crowd stopped be written, then read every line back.
  await sleep(1000);
  const lines = written();
  const wholeLines = lines.filter((line) => {
    try {
      return typeof JSON.parse(line).name === 'string';
    } catch {
      return false;
    }
  }).length;
  const figures = (state) => {
    const sorted = pooled[state].sort((a, b) => a - b);
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), requests: sorted.length, roundP99s: roundP99s[state] };
  };
  const taken = crowd.statuses['204'] ?? 0;
  return {
    idle: figures('idle'),
    loaded: figures('loaded'),
    probeFailures,
    probeFailedWith,
    crowd: {
      connections,
      taken,
      takenPerSecond: taken / crowd.seconds,
      statuses: crowd.statuses,
      refusedConnections: Object.values(crowd.errorCodes).reduce((sum, count) => sum + count, 0),
      errorCodes: crowd.errorCodes,
      timeouts: crowd.timeouts,
    },
    log: { lines: lines.length, wholeLines },
  };
}

/** The figures as the bench prints them. */
export function describeCollectorLoad(result) {
  const ms = (value) => `${value.toFixed(2)} ms`;
  const { idle, loaded, crowd } = result;
  const rounds = (values) => values.map((value) => value.toFixed(1)).join(', ');
  return [
    `page p99 idle (the twin server) ${ms(idle.p99)} (p50 ${ms(idle.p50)}, ${idle.requests} requests; each round's p99: ${rounds(idle.roundP99s)} ms)`,
    `page p99 under load ${ms(loaded.p99)} (p50 ${ms(loaded.p50)}, ${loaded.requests} requests; each round's p99: ${rounds(loaded.roundP99s)} ms)`,
    `page p99 under load: ${(loaded.p99 / idle.p99).toFixed(2)}× idle`,
    `collector: ${crowd.connections} connections, ${Math.round(crowd.takenPerSecond)} batches/s taken (204), answers ${JSON.stringify(crowd.statuses)}`,
    `refused or reset connections: ${crowd.refusedConnections} ${JSON.stringify(crowd.errorCodes)}, timeouts ${crowd.timeouts}, page probe failures ${result.probeFailures} ${JSON.stringify(result.probeFailedWith)}`,
    `log: ${result.log.lines} lines written, ${result.log.wholeLines} whole`,
  ];
}
