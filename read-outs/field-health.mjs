// Each remote's health in the field, from the log, as its section team reads it: vitals and failures counted per
// page load (a vital reported again under its id counts once, at its last value; a failure sent again counts
// once), blamed on the remote whose code it is, by release. Lines naming a remote the registry does not know are
// left out and counted: anyone can post to the collector.
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { sqlString, windowSql } from './event-log.mjs';

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

/**
 * Reads what every table below is made from, once per report: each measurement once (its id), at its last value,
 * with the page load's route and whose code it is; and each page load's remote and release. A month's log is tens
 * of millions of lines: scanned once, not once per table.
 */
export async function prepareFieldHealth(log, window = {}) {
  // Kept small: a month's page loads are millions. The keys stand for the page load (`loadKey`), and for it and the
  // measurement (`sampleKey`, for sampling), as hashes.
  await log.query(`CREATE OR REPLACE TEMP TABLE measurements AS
    SELECT metric, arg_max(value, receivedAt) AS value, arg_max(rating, receivedAt) AS rating, arg_max(attributedTo, receivedAt) AS owner,
      arg_max(attributedRelease, receivedAt) AS ownerRelease, any_value(route) AS route, any_value(remote) AS remote,
      any_value(remoteRelease) AS release, CAST(min(receivedAt) AS DATE) AS measuredOn, hash(pageLoad || id) AS sampleKey,
      hash(pageLoad) AS loadKey
    FROM events WHERE name = 'vital' AND ${KNOWN} AND ${windowSql(window)} GROUP BY pageLoad, id, metric`);
}

/** p75 of each vital over page loads, by route and the release of its remote (after prepareFieldHealth). */
export async function readRouteVitals(log, { remote } = {}) {
  const metrics = FIELD_EVENTS.events.vital.metric;
  return log.query(`
    SELECT route, remote, release, count(DISTINCT loadKey) AS pageLoads,
      ${metrics.map((metric) => `quantile_cont(value, 0.75) FILTER (WHERE metric = '${metric}') AS "${metric}"`).join(',\n      ')}
    FROM measurements ${remote ? `WHERE remote = ${sqlString(remote)}` : ''}
    GROUP BY ALL ORDER BY route, release`);
}

/**
 * Each remote's own LCP and INP (the page loads it is blamed for), by release (after prepareFieldHealth): how many,
 * how many web-vitals rated poor or needs-improvement (`notGood`), their 75th percentile, and the first day.
 */
export async function readOwnedVitals(log, { remote } = {}) {
  const rows = await log.query(`
    SELECT owner, ownerRelease AS release, metric, count(*) AS pageLoads, count(*) FILTER (WHERE rating <> 'good') AS notGood,
      quantile_cont(value, 0.75) AS p75, strftime(min(measuredOn), '%Y-%m-%d') AS firstDay
    FROM measurements WHERE owner IS NOT NULL AND metric IN ('LCP', 'INP') ${remote ? `AND owner = ${sqlString(remote)}` : ''}
    GROUP BY ALL`);
  const owners = new Map();
  for (const { owner, release, metric, pageLoads, notGood, p75, firstDay } of rows) {
    if (!owners.has(owner)) owners.set(owner, new Map());
    const releases = owners.get(owner);
    if (!releases.has(release)) releases.set(release, { vitals: {}, firstDay });
    const entry = releases.get(release);
    entry.vitals[metric] = { pageLoads, notGood, p75 };
    if (firstDay < entry.firstDay) entry.firstDay = firstDay;
  }
  return owners;
}

/**
 * Per remote and release: the page loads that needed it (showed one of its routes; for a remote loaded on intent,
 * asked for a demo call, whichever of its releases came), those on which it failed, the page loads with each kind
 * of failure, and those a retry fixed: each page load once, however often its failure was sent. Per day too. All
 * counted in the database: a month's log has millions of page loads.
 */
export async function readFailures(log, { remote, window = {} } = {}) {
  const within = windowSql(window);
  const onIntent = ON_INTENT_REMOTES.map(sqlString).join(', ') || "''";
  const rows = await log.query(`
    WITH failures AS (
      SELECT failedRemote AS remote, failedRelease AS release, pageLoad, list(DISTINCT failure) AS kinds,
        bool_or(recovered) AS recovered, min(receivedAt) AS firstAt
      FROM events WHERE name = 'remote-failure' AND ${KNOWN} AND ${within} GROUP BY ALL
    ),
    needed AS (
      SELECT remote, remoteRelease AS release, pageLoad, min(receivedAt) AS firstAt FROM events
      WHERE remote IS NOT NULL AND remote NOT IN (${onIntent}) AND ${KNOWN} AND ${within} GROUP BY ALL
    ),
    asked AS (
      SELECT pageLoad, min(receivedAt) AS firstAt FROM events
      WHERE name = 'conversion' AND action = 'demo-call-requested' AND ${within} GROUP BY pageLoad
    ),
    onIntentReleases AS (SELECT DISTINCT remote, release FROM failures WHERE remote IN (${onIntent})),
    loads AS (
      SELECT remote, release, pageLoad, min(firstAt) AS firstAt FROM (
        SELECT * FROM needed
        UNION ALL SELECT r.remote, r.release, a.pageLoad, a.firstAt FROM onIntentReleases r CROSS JOIN asked a
        UNION ALL SELECT remote, release, pageLoad, firstAt FROM failures
      ) GROUP BY ALL
    )
    SELECT l.remote, l.release, strftime(l.firstAt, '%Y-%m-%d') AS day, count(*) AS pageLoads, count(f.pageLoad) AS failed,
      count(*) FILTER (WHERE f.recovered) AS recovered,
      ${KINDS.map((kind) => `count(*) FILTER (WHERE list_contains(f.kinds, '${kind}')) AS "${kind}"`).join(',\n      ')}
    FROM loads l LEFT JOIN failures f ON f.remote = l.remote AND f.release = l.release AND f.pageLoad = l.pageLoad
    WHERE true ${remote ? `AND l.remote = ${sqlString(remote)}` : ''}
    GROUP BY ALL ORDER BY day`);
  const byRelease = new Map();
  for (const { remote: name, release, day, pageLoads, failed, recovered, ...kinds } of rows) {
    const key = `${name} ${release}`;
    if (!byRelease.has(key)) {
      byRelease.set(key, {
        remote: name,
        release,
        pageLoads: 0,
        failed: 0,
        recovered: 0,
        firstDay: day,
        days: new Map(),
        ...Object.fromEntries(KINDS.map((kind) => [kind, 0])),
      });
    }
    const entry = byRelease.get(key);
    entry.pageLoads += pageLoads;
    entry.failed += failed;
    entry.recovered += recovered;
    for (const kind of KINDS) entry[kind] += kinds[kind];
    entry.days.set(day, { pageLoads, failed });
  }
  return [...byRelease.values()].sort((a, b) => a.remote.localeCompare(b.remote) || a.firstDay.localeCompare(b.firstDay));
}
