// Each section team's view of its remote as visitors meet it, from the field-event log:
//   npm run field-report -- [--remote pricing] <log files>
// The 75th percentile of each Core Web Vital by route and release of the route's remote, and the failure rate
// of each remote by release: page loads on which it failed, of those that needed it.
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { SITE_REGISTRY } from '../../shared/registry/site-registry.js';
import { formatTable } from '../bench/report-table.mjs';
import { openEventLog, parseArguments } from './event-log.mjs';
import { isProgram } from '../is-program.mjs';

const METRICS = FIELD_EVENTS.events.vital.metric;
const FAILURES = FIELD_EVENTS.events['remote-failure'].failure;
/** Remotes with no route (the demo-call engine): a page load needs one when the visitor asks for what it does. */
const ON_INTENT_REMOTES = SITE_REGISTRY.apps.filter((app) => app.remote && app.pages.length === 0).map((app) => app.remote);

const onlyRemote = (remote, column) => (remote ? `AND ${column} = '${remote.replaceAll("'", "''")}'` : '');

/** p75 of each vital, by route and the release of its remote (Google's threshold for "most visitors"). */
export async function readVitals(log, remote) {
  return log.query(`
    SELECT route, remote, remoteRelease AS release, count(DISTINCT pageLoad) AS pageLoads,
      ${METRICS.map((metric) => `quantile_cont(value, 0.75) FILTER (WHERE metric = '${metric}') AS "${metric}"`).join(',\n      ')}
    FROM events WHERE name = 'vital' ${onlyRemote(remote, 'remote')}
    GROUP BY ALL ORDER BY route, release`);
}

/**
 * Per remote and release: the page loads that needed it (showed one of its routes, or, for a remote loaded on
 * intent, asked for a demo call), those on which it failed, each kind of failure, and failures Retry recovered.
 */
export async function readFailures(log, remote) {
  const onIntent = ON_INTENT_REMOTES.map((name) => `'${name}'`).join(', ') || "''";
  const rows = await log.query(`
    WITH failures AS (
      SELECT failedRemote AS remote, failedRelease AS release, pageLoad, failure, recovered FROM events WHERE name = 'remote-failure'
    ),
    needed AS (
      SELECT DISTINCT remote, remoteRelease AS release, pageLoad FROM events WHERE remote IS NOT NULL AND remote NOT IN (${onIntent})
      UNION SELECT DISTINCT remote, release, pageLoad FROM failures
    )
    SELECT n.remote, n.release, count(DISTINCT n.pageLoad) AS neededLoads, count(DISTINCT f.pageLoad) AS failedLoads,
      ${FAILURES.map((kind) => `count(f.failure) FILTER (WHERE f.failure = '${kind}') AS "${kind}"`).join(',\n      ')},
      count(f.failure) FILTER (WHERE f.recovered) AS recovered
    FROM needed n LEFT JOIN failures f ON f.remote = n.remote AND f.release = n.release AND f.pageLoad = n.pageLoad
    WHERE true ${onlyRemote(remote, 'n.remote')}
    GROUP BY n.remote, n.release ORDER BY n.remote, n.release`);
  const [{ pageLoads: askedLoads }] = await log.query(`
    SELECT count(DISTINCT pageLoad) AS pageLoads FROM (
      SELECT pageLoad FROM events WHERE name = 'conversion' AND action = 'demo-call-requested'
      UNION SELECT pageLoad FROM events WHERE name = 'remote-failure' AND failedRemote IN (${onIntent})
    )`);
  return rows.map(({ neededLoads, ...row }) => ({ ...row, pageLoads: ON_INTENT_REMOTES.includes(row.remote) ? askedLoads : neededLoads }));
}

const milliseconds = (value) => (value === null ? '—' : `${Math.round(value)}`);
const score = (value) => (value === null ? '—' : value.toFixed(3));
const percent = (part, whole) => (whole ? `${((part / whole) * 100).toFixed(2)}%` : '—');

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

export function failuresTable(rows) {
  const results = Object.fromEntries(
    rows.map((row) => [
      `${row.remote} ${row.release}`,
      {
        'page loads': `${row.pageLoads}`,
        failed: `${row.failedLoads}`,
        rate: percent(row.failedLoads, row.pageLoads),
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

if (isProgram(import.meta.url)) {
  const { files, options } = parseArguments(process.argv.slice(2), ['remote']);
  const log = await openEventLog(files);
  const [vitals, failures] = [await readVitals(log, options.remote), await readFailures(log, options.remote)];
  log.close();
  console.log('Core Web Vitals, 75th percentile (ms; CLS a score), by route and the release of its remote');
  console.log(`${vitalsTable(vitals)}\n`);
  console.log('Remote failures by release: page loads on which the remote failed, of those that needed it');
  console.log(`(${ON_INTENT_REMOTES.join(', ')}: of those that asked for a demo call); "Retry fixed" counts failures a retry recovered`);
  console.log(failuresTable(failures));
}
