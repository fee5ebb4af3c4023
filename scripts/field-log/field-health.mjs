// Each remote's health in the field, from the log, as its section team reads it: vitals and failures counted per
// page load (a vital reported again under its id counts once, at its last value; a failure sent again counts
// once), blamed on the remote whose code it is, by release. Lines naming a remote the registry does not know are
// left out and counted: anyone can post to the collector.
import { SITE_REGISTRY } from '../../shared/registry/site-registry.js';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { sqlString } from './event-log.mjs';
import { windowSql } from './experiment-log.mjs';

export const SHELL = 'shell';
const REMOTES = SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [app.remote] : []));
const OWNERS = [...REMOTES, SHELL].map(sqlString).join(', ');
const KINDS = FIELD_EVENTS.events['remote-failure'].failure;
/** Remotes with no route (the demo-call engine): a page load needs one when the visitor asks for what it does. */
export const ON_INTENT_REMOTES = SITE_REGISTRY.apps.filter((app) => app.remote && app.pages.length === 0).map((app) => app.remote);

/** Lines whose remotes are all the registry's (a line's own remote, a failed remote, whose code a vital is). */
const KNOWN = `(remote IS NULL OR remote IN (${OWNERS})) AND (failedRemote IS NULL OR failedRemote IN (${OWNERS}))
  AND (attributedTo IS NULL OR attributedTo IN (${OWNERS}))`;

/** The lines left out for naming a remote the registry does not know. */
export async function readStrangers(log, window = {}) {
  const [{ lines }] = await log.query(`SELECT count(*) AS lines FROM events WHERE NOT (${KNOWN}) AND ${windowSql(window)}`);
  return lines;
}

/** Each measurement once (its id), at its last value, with the page load's route and whose code it is. */
const MEASUREMENTS = (window) => `measurements AS (
    SELECT pageLoad, id, metric, arg_max(value, receivedAt) AS value, arg_max(attributedTo, receivedAt) AS owner,
      arg_max(attributedRelease, receivedAt) AS ownerRelease, any_value(route) AS route, any_value(remote) AS remote,
      any_value(remoteRelease) AS release, min(receivedAt) AS measuredAt
    FROM events WHERE name = 'vital' AND ${KNOWN} AND ${windowSql(window)} GROUP BY pageLoad, id, metric
  )`;

/** p75 of each vital over page loads, by route and the release of its remote. */
export async function readRouteVitals(log, { remote, window = {} } = {}) {
  const metrics = FIELD_EVENTS.events.vital.metric;
  return log.query(`WITH ${MEASUREMENTS(window)}
    SELECT route, remote, release, count(DISTINCT pageLoad) AS pageLoads,
      ${metrics.map((metric) => `quantile_cont(value, 0.75) FILTER (WHERE metric = '${metric}') AS "${metric}"`).join(',\n      ')}
    FROM measurements ${remote ? `WHERE remote = ${sqlString(remote)}` : ''}
    GROUP BY ALL ORDER BY route, release`);
}

/**
 * The LCP and INP values of each remote's own page loads (those it is blamed for), by release, oldest release
 * first (by its first page load), and each release's days.
 */
export async function readOwnedVitals(log, { remote, window = {} } = {}) {
  const rows = await log.query(`WITH ${MEASUREMENTS(window)}
    SELECT owner, ownerRelease AS release, metric, value, strftime(measuredAt, '%Y-%m-%d') AS day FROM measurements
    WHERE owner IS NOT NULL AND metric IN ('LCP', 'INP') ${remote ? `AND owner = ${sqlString(remote)}` : ''}
    ORDER BY value`);
  const owners = new Map();
  for (const { owner, release, metric, value, day } of rows) {
    if (!owners.has(owner)) owners.set(owner, new Map());
    const releases = owners.get(owner);
    if (!releases.has(release)) releases.set(release, { LCP: [], INP: [], firstDay: day });
    const entry = releases.get(release);
    entry[metric].push(value);
    if (day < entry.firstDay) entry.firstDay = day;
  }
  return owners;
}

/**
 * Per remote and release: the page loads that needed it (showed one of its routes; for a remote loaded on intent,
 * asked for a demo call, whichever of its releases came), those on which it failed, the page loads with each kind
 * of failure, and those a retry fixed: each page load once, however often its failure was sent. Per day too.
 */
export async function readFailures(log, { remote, window = {} } = {}) {
  const within = windowSql(window);
  const onIntent = ON_INTENT_REMOTES.map(sqlString).join(', ') || "''";
  const only = (column) => (remote ? `AND ${column} = ${sqlString(remote)}` : '');
  const failures = await log.query(`
    SELECT failedRemote AS remote, failedRelease AS release, pageLoad, strftime(min(receivedAt), '%Y-%m-%d') AS day,
      list(DISTINCT failure) AS kinds, bool_or(recovered) AS recovered
    FROM events WHERE name = 'remote-failure' AND ${KNOWN} AND ${within} ${only('failedRemote')} GROUP BY ALL`);
  const needed = await log.query(`
    SELECT remote, remoteRelease AS release, pageLoad, strftime(min(receivedAt), '%Y-%m-%d') AS day FROM events
    WHERE remote IS NOT NULL AND remote NOT IN (${onIntent}) AND ${KNOWN} AND ${within} ${only('remote')} GROUP BY ALL`);
  const asked = await log.query(`
    SELECT pageLoad, strftime(min(receivedAt), '%Y-%m-%d') AS day FROM events
    WHERE name = 'conversion' AND action = 'demo-call-requested' AND ${within} GROUP BY pageLoad`);

  const byRelease = new Map();
  const entryOf = (remoteName, release) => {
    const key = `${remoteName} ${release}`;
    if (!byRelease.has(key)) {
      byRelease.set(key, {
        remote: remoteName,
        release,
        loads: new Map(),
        failed: 0,
        recovered: 0,
        ...Object.fromEntries(KINDS.map((kind) => [kind, 0])),
      });
    }
    return byRelease.get(key);
  };
  for (const row of needed) entryOf(row.remote, row.release).loads.set(row.pageLoad, { day: row.day, failed: false });
  for (const row of failures) {
    const entry = entryOf(row.remote, row.release);
    const load = entry.loads.get(row.pageLoad) ?? { day: row.day };
    entry.loads.set(row.pageLoad, { ...load, failed: true });
    entry.failed += 1;
    if (row.recovered) entry.recovered += 1;
    for (const kind of row.kinds) entry[kind] += 1;
  }
  // A remote loaded on intent: every page load that asked for it needed it, whichever release it would have met.
  for (const entry of byRelease.values()) {
    if (!ON_INTENT_REMOTES.includes(entry.remote)) continue;
    for (const row of asked) if (!entry.loads.has(row.pageLoad)) entry.loads.set(row.pageLoad, { day: row.day, failed: false });
  }
  return [...byRelease.values()]
    .map(({ loads, ...entry }) => {
      const days = new Map();
      for (const { day, failed } of loads.values()) {
        const count = days.get(day) ?? { pageLoads: 0, failed: 0 };
        count.pageLoads += 1;
        if (failed) count.failed += 1;
        days.set(day, count);
      }
      return { ...entry, pageLoads: loads.size, firstDay: [...days.keys()].sort()[0], days };
    })
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.firstDay.localeCompare(b.firstDay));
}
