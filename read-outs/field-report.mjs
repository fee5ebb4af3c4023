// Each section team's view of its remote as visitors meet it, from the field-event log (options: USAGE below).
// Per page load, never per line: a vital reported again (web-vitals does, each time a page is hidden) counts once
// at its last value, a failure sent again once. The 75th percentile of each vital by route and the release of its
// remote; each remote's own LCP and INP (the page loads it is blamed for: its scripts ran longest in the slow
// interaction, or its region holds the largest paint) by release; each remote's failure rate by release. With
// --remote, each release against the one before it, flagged when worse beyond noise.
// Exit status: 0 nothing flagged; 1 a release is worse than the one before it (for a team's alerting); 2 it could
// not run (bad input, unreadable log).
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { formatTable } from './report-table.mjs';
import { checkedWindow, ReadOutInputError, runAsReadOut, writeReportPage } from './read-out-program.mjs';
import { buildIdOf } from '@callvera/shared/registry/release-names';
import { openEventLog, parseArguments, readableLog, readRefusals } from './event-log.mjs';
import {
  ON_INTENT_REMOTES,
  prepareFieldHealth,
  readFailures,
  readOwnedVitals,
  readRouteVitals,
  readStrangers,
  SHELL,
} from './field-health.mjs';
import { fieldReportPage } from './field-report-page.mjs';
import { ALPHA, compareReleases, JUDGED_VITALS, MIN_PAGE_LOADS } from './release-comparison.mjs';

const METRICS = FIELD_EVENTS.events.vital.metric;
const FAILURES = FIELD_EVENTS.events['remote-failure'].failure;
const OWNERS = [...SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [app.remote] : [])), SHELL];

const USAGE = `usage: npm run field-report -- [--remote NAME] [--since DATE] [--until DATE] [--html FILE] <logs>
  <logs>            each a log file, a glob (quoted: 'logs/field-events.log-2026-11-*'), a folder of day files
                    (field-events.log-YYYY-MM-DD or .gz, read in name order) or s3://bucket/prefix (the CDN's logs)
  --remote NAME     one remote (${OWNERS.join(', ')}): adds each of its releases against the one before it
  --since, --until  a window on arrival, in UTC (ISO dates or times, a time with no zone read as UTC; --until excluded; --since before --until)
  --html FILE       also writes a self-contained page of charts
Exit status: 0 nothing flagged; 1 a release is worse than the one before it; 2 it could not run.`;

const milliseconds = (value) => (value === null || !Number.isFinite(value) ? '—' : `${Math.round(value)}`);
const score = (value) => (value === null || !Number.isFinite(value) ? '—' : value.toFixed(3));
const percent = (part, whole = 1, digits = 2) => (whole && Number.isFinite(part) ? `${((part / whole) * 100).toFixed(digits)}%` : '—');
const signed = (value, format) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${format(value)}` : '—');
const count = (value) => value.toLocaleString('en-US');

export function vitalsTable(rows) {
  const results = Object.fromEntries(
    rows.map((row) => [
      `${row.route} @ ${row.remote ?? '—'} ${row.release}`,
      {
        'page loads': `${row.pageLoads}`,
        ...Object.fromEntries(METRICS.map((metric) => [metric, metric === 'CLS' ? score(row[metric]) : milliseconds(row[metric])])),
      },
    ]),
  );
  return formatTable(results, ['page loads', ...METRICS], { rowName: 'route @ remote release', routeWidth: 44, cellWidth: 11 });
}

function ownedVitalsTable(owners) {
  const results = {};
  for (const [owner, releases] of owners) {
    for (const [release, { vitals }] of releases) {
      results[`${owner} ${release}`] = Object.fromEntries(
        JUDGED_VITALS.flatMap((metric) => [
          [`${metric} loads`, `${vitals[metric]?.pageLoads ?? 0}`],
          [`${metric} not good`, vitals[metric] ? percent(vitals[metric].notGood, vitals[metric].pageLoads) : '—'],
          [`p75 ${metric}`, milliseconds(vitals[metric]?.p75 ?? null)],
        ]),
      );
    }
  }
  const columns = JUDGED_VITALS.flatMap((metric) => [`${metric} loads`, `${metric} not good`, `p75 ${metric}`]);
  return formatTable(results, columns, { rowName: 'remote release', routeWidth: 28, cellWidth: 13 });
}

export function failuresTable(rows) {
  const results = Object.fromEntries(
    rows.map((row) => [
      `${row.remote} ${row.release}`,
      {
        'page loads': `${row.pageLoads}`,
        failed: `${row.failed}`,
        rate: percent(row.failed, row.pageLoads),
        ...Object.fromEntries(FAILURES.map((kind) => [kind, `${row[kind]}`])),
        'Retry fixed': `${row.recovered}`,
      },
    ]),
  );
  return formatTable(results, ['page loads', 'failed', 'rate', ...FAILURES, 'Retry fixed'], {
    rowName: 'remote release',
    routeWidth: 28,
    cellWidth: 13,
  });
}

/** A remote's releases, oldest first, each with its own vitals and its failures. */
function releasesOf(remote, owned, failures) {
  const vitals = owned.get(remote) ?? new Map();
  const releases = new Map();
  const entry = (release) => {
    if (!releases.has(release)) releases.set(release, { release, vitals: {}, pageLoads: 0, failed: 0, firstDay: '9999' });
    return releases.get(release);
  };
  for (const [release, own] of vitals) Object.assign(entry(release), own);
  for (const row of failures.filter((candidate) => candidate.remote === remote)) {
    const target = entry(row.release);
    Object.assign(target, {
      pageLoads: row.pageLoads,
      failed: row.failed,
      firstDay: row.firstDay < target.firstDay ? row.firstDay : target.firstDay,
    });
  }
  return [...releases.values()].sort((a, b) => a.firstDay.localeCompare(b.firstDay) || a.release.localeCompare(b.release));
}

function comparisonText(remote, comparisons) {
  if (!comparisons.length) return `${remote}: one release in this log, nothing to compare it with`;
  const points = (value) => signed(value * 100, (number) => number.toFixed(2));
  const change = ({ change: value, low, high }) => `${points(value)} pts [${points(low)}, ${points(high)}]`;
  const lines = [
    `${remote}: each release against the one before it: the change in the share of page loads rated poor or needs-improvement,`,
    `and in the failure rate, with ${(1 - ALPHA) * 100}% always-valid intervals (they hold however often they are read); p75 changes shown, not judged`,
  ];
  for (const { before, after, failureRate, worse, ...vitals } of comparisons) {
    const vital = (metric) => {
      const compared = vitals[metric];
      if (!compared) return `${metric} — (under ${MIN_PAGE_LOADS} page loads)`;
      const { share, notGood, p75 } = compared;
      return `${metric} not good ${percent(share.before, 1, 1)} → ${percent(share.after, 1, 1)}, ${change(notGood)} (p75 ${signed(p75, milliseconds)} ms)`;
    };
    lines.push(
      `  ${after} against ${before}: ${JUDGED_VITALS.map(vital).join('; ')}; failure rate ${failureRate ? change(failureRate) : '—'}`,
    );
    if (worse.length) lines.push(`  !!! ${remote} ${after} is worse than ${before} beyond noise: ${worse.join(', ')}`);
  }
  return lines.join('\n');
}

/**
 * The report's one line on releases its log names by version alone (logged before builds had ids), whose builds of
 * one version it cannot tell apart; null when every release names its build.
 */
export function versionOnlyNote(routeVitals, owned, failures) {
  const named = [
    ...routeVitals.map(({ remote, release }) => [remote, release]),
    ...[...owned].flatMap(([owner, releases]) => [...releases.keys()].map((release) => [owner, release])),
    ...failures.map(({ remote, release }) => [remote, release]),
  ];
  const versionOnly = [
    ...new Set(named.filter(([, release]) => release !== 'unknown' && buildIdOf(release) === null).map((pair) => pair.join(' '))),
  ];
  if (!versionOnly.length) return null;
  return `Named by version alone, as logged before builds had ids: ${versionOnly.sort().join(', ')}. Two builds of one such version read as one row.`;
}

/** Reads the log and prints the report; returns the exit status. */
export async function runFieldReport(args) {
  const { sources, options } = parseArguments(args, ['remote', 'since', 'until', 'html']);
  if (options.remote !== undefined && !OWNERS.includes(options.remote)) {
    throw new ReadOutInputError(`--remote: "${options.remote}" is not a remote of the registry (${OWNERS.join(', ')})`);
  }
  checkedWindow(options);
  const log = await openEventLog(sources);
  try {
    const { lines, firstUnreadable } = await readableLog(log);
    const window = { since: options.since, until: options.until };
    const remote = options.remote;
    await prepareFieldHealth(log, window);
    const [routeVitals, owned, failures, strangers, refusals] = [
      await readRouteVitals(log, { remote }),
      await readOwnedVitals(log, { remote }),
      await readFailures(log, { remote, window }),
      await readStrangers(log, window),
      await readRefusals(log, window),
    ];
    const left = [
      lines.unreadable && `${count(lines.unreadable)} unreadable lines, the first at ${firstUnreadable}`,
      lines.otherVersion && `${count(lines.otherVersion)} lines of another schema version`,
      lines.preview && `${count(lines.preview)} lines of preview tabs`,
      strangers && `${count(strangers)} lines naming a remote the registry does not know`,
      ...Object.entries(refusals).map(([kind, batches]) => `${count(batches)} batches the collectors refused (${kind})`),
    ].filter(Boolean);
    console.log(`Log: ${count(lines.total)} lines${left.length ? `; left out: ${left.join('; ')}` : ''}`);
    const note = versionOnlyNote(routeVitals, owned, failures);
    if (note) console.log(note);
    console.log('\nCore Web Vitals, 75th percentile over page loads (ms; CLS a score), by route and the release of its remote');
    console.log(vitalsTable(routeVitals));
    console.log(
      "\nEach remote's own LCP and INP (the page loads it is blamed for: its region held the largest paint, or its scripts ran longest in the slow interaction): the share rated poor or needs-improvement, and the 75th percentile (ms)",
    );
    console.log(ownedVitalsTable(owned));
    console.log('\nRemote failures by release: page loads on which the remote failed, of those that needed it (each page load once)');
    console.log(
      `(${ON_INTENT_REMOTES.join(', ')}: of those that asked for a demo call); "Retry fixed" counts page loads a retry brought back`,
    );
    console.log(failuresTable(failures));

    let status = 0;
    for (const name of remote ? [remote] : []) {
      const releases = releasesOf(name, owned, failures);
      const comparisons = compareReleases(releases);

      console.log(`\n${comparisonText(name, comparisons)}`);
      if (comparisons.some(({ worse }) => worse.length)) {
        status = 1;
        console.error(`field-report: ${name} has a release worse than the one before it`);
      }
    }
    if (options.html) {
      const remotes = remote ? [remote] : [...new Set([...owned.keys(), ...failures.map((row) => row.remote)])].sort();
      const pages = remotes.map((name) => ({
        remote: name,
        releases: releasesOf(name, owned, failures),
        failures: failures.filter((row) => row.remote === name),
      }));
      writeReportPage(options.html, await fieldReportPage(pages));
    }
    return status;
  } finally {
    log.close();
  }
}

await runAsReadOut('field-report', import.meta.url, runFieldReport, USAGE);
