// What an experiment's read-out counts, from the field-event log (event-log.mjs). The unit is the visitor: a
// browser sends one exposure per experiment (with the split it was drawn from) and, for each kind of conversion,
// one event naming the experiments it is that visitor's first of its kind for (`firstFor`) and the UTC day each
// of those visitors was exposed (`exposedOn`). A visitor's day is its exposure's, by its browser's clock: the day
// its conversions name, so they are counted with the visitors of that day, their split and their window; a browser
// whose clock is more than half a day off has its days moved by the whole days it is off (event-log.mjs). Left
// out, and counted: exposures QA forced, page loads that announced two variants of one experiment (every exposure
// and conversion of them), conversions that name no day (sent before pages named it) or a day with no exposure of
// that variant, and the batches the collectors refused.
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { correctedDaySql, SAMPLED_PAGE_LOADS, sqlString, windowSql } from './event-log.mjs';

const utcDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A date or time of the command line, in ms: a time that names no zone is UTC, as DuckDB's session reads it. */
const utcMoment = (text) => {
  const [, date, time] = /^(\S+?)(?:[T ](.+))?$/.exec(text) ?? [];
  return Date.parse(time && !/(?:[zZ]|[+-]\d\d:?\d\d)$/.test(time) ? `${date}T${time}Z` : text);
};

/**
 * The UTC days a window holds, whole: from the day `since` falls on, to the last day before `until` (excluded).
 * A visitor's day is all the read-out knows of its conversions' visitor, so a window cannot cut a day.
 */
export function windowDays({ since, until }) {
  return {
    first: since === undefined ? null : utcDay(utcMoment(since)),
    last: until === undefined ? null : utcDay(utcMoment(until) - 1),
  };
}

const EXPOSURES = `
  exposures AS (
    SELECT experiment, variant, pageLoad, forced, fellBack, weights, ${correctedDaySql('coalesce(time, receivedAt)')} AS day
    FROM events WHERE name = 'exposure'
  ),
  twoVariants AS (SELECT experiment, pageLoad, min(day) AS day FROM exposures WHERE NOT forced GROUP BY experiment, pageLoad HAVING count(DISTINCT variant) > 1),
  visitors AS (
    SELECT experiment, variant, pageLoad, min(day) AS day, any_value(to_json(weights)::VARCHAR) AS weights, bool_or(fellBack) AS fellBack
    FROM exposures e WHERE NOT forced AND NOT EXISTS (SELECT 1 FROM twoVariants t WHERE t.experiment = e.experiment AND t.pageLoad = e.pageLoad)
    GROUP BY experiment, variant, pageLoad
  )`;

/** `day` within the window's days. */
function daysSql({ first, last }) {
  return [first ? `day >= ${sqlString(first)}` : 'true', last ? `day <= ${sqlString(last)}` : 'true'].join(' AND ');
}

/**
 * Per experiment, as rows to add up over any span of days (UTC): visitors by variant, day of exposure and the split
 * they were drawn from (JSON, null when unknown); converted visitors by variant, kind, their day of exposure and
 * the day the conversion arrived; and what was left out. The window selects visitors by their day of exposure;
 * a conversion counts when its visitor is in the window and it arrived before `until`.
 * @param {{ query: (sql: string) => Promise<object[]> }} log
 * @param {{ since?: string, until?: string }} window
 */
export async function readExperiments(log, window = {}) {
  const days = daysSql(windowDays(window));
  const arrivedBefore = windowSql({ until: window.until });
  const visitorRows = await log.query(`WITH ${EXPOSURES}
    SELECT experiment, variant, day, weights, count(*) AS visitors, count(*) FILTER (WHERE fellBack) AS fellBack
    FROM visitors WHERE ${days} GROUP BY ALL ORDER BY day`);
  const conversionRows = await log.query(`WITH ${EXPOSURES},
    conversions AS (
      SELECT entry.key AS experiment, entry.value AS variant, ${correctedDaySql('exposedOn[entry.key]')} AS day, action, pageLoad, receivedAt
      FROM (SELECT unnest(map_entries(firstFor)) AS entry, exposedOn, action, pageLoad, receivedAt, sentAt FROM events
            WHERE name = 'conversion' AND firstFor IS NOT NULL AND ${arrivedBefore})
    ),
    converted AS (
      SELECT experiment, variant, action, day, strftime(min(receivedAt), '%Y-%m-%d') AS arrived
      FROM conversions c WHERE NOT EXISTS (SELECT 1 FROM twoVariants t WHERE t.experiment = c.experiment AND t.pageLoad = c.pageLoad)
      GROUP BY experiment, variant, action, day, pageLoad
    )
    SELECT experiment, variant, action, day, arrived, count(*) AS visitors FROM converted WHERE day IS NULL OR (${days})
    GROUP BY ALL ORDER BY arrived`);
  const leftOut = await log.query(`WITH ${EXPOSURES}
    SELECT experiment, count(DISTINCT pageLoad) FILTER (WHERE forced AND ${days}) AS forced,
      (SELECT count(*) FROM twoVariants t WHERE t.experiment = e.experiment AND ${days}) AS twoVariants
    FROM exposures e GROUP BY experiment`);
  const experiments = new Map();
  const of = (name) => {
    if (!experiments.has(name)) experiments.set(name, { visitorRows: [], conversionRows: [], leftOut: { forced: 0, twoVariants: 0 } });
    return experiments.get(name);
  };
  for (const { experiment, ...row } of visitorRows)
    of(experiment).visitorRows.push({ ...row, weights: row.weights && JSON.parse(row.weights) });
  for (const { experiment, ...row } of conversionRows) of(experiment).conversionRows.push(row);
  for (const { experiment, ...row } of leftOut) if (experiments.has(experiment)) of(experiment).leftOut = row;
  return experiments;
}

/**
 * An experiment's counts up to the end of `lastDay` (every day when absent): the visitors exposed by then and the
 * conversions arrived by then, as a team reading that evening saw them.
 * - `variants`: each variant's visitors, those whose variant fell back, and converted visitors by kind;
 * - `splits`: the visitors of each split they were drawn from (the sample-ratio check's);
 * - `strata`: the days with the same splits in force, pooled (their arms were drawn in the same proportions, so
 *   pooling them mixes no period's rate into one arm more than another), each with its splits, its days and its
 *   variants' visitors and conversions: the comparison is made within each (stratified.mjs). A day on which the
 *   split changed is a stratum of its own;
 * - `leftOut`: conversions naming no day of exposure, or more of a day than that day's visitors of the variant
 *   (their visitors' exposures never arrived).
 */
export function countsUpTo({ visitorRows, conversionRows }, lastDay) {
  const variants = new Map();
  const splits = new Map();
  const cells = new Map();
  const splitsOfDay = new Map();
  const variantOf = (name) => {
    if (!variants.has(name)) variants.set(name, { visitors: 0, fellBack: 0, conversions: {} });
    return variants.get(name);
  };
  for (const row of visitorRows) {
    if (lastDay && row.day > lastDay) continue;
    const variant = variantOf(row.variant);
    variant.visitors += row.visitors;
    variant.fellBack += row.fellBack;
    const key = JSON.stringify(row.weights);
    if (!splits.has(key)) splits.set(key, { weights: row.weights, counts: {} });
    const { counts } = splits.get(key);
    counts[row.variant] = (counts[row.variant] ?? 0) + row.visitors;
    const cell = `${row.variant}\0${row.day}`;
    cells.set(cell, { visitors: (cells.get(cell)?.visitors ?? 0) + row.visitors, conversions: {} });
    if (!splitsOfDay.has(row.day)) splitsOfDay.set(row.day, new Set());
    splitsOfDay.get(row.day).add(key);
  }
  const leftOut = { noDay: 0, noExposure: 0 };
  for (const row of conversionRows) {
    if (lastDay && row.arrived > lastDay) continue;
    if (!row.day) {
      leftOut.noDay += row.visitors;
      continue;
    }
    const cell = cells.get(`${row.variant}\0${row.day}`);
    if (!cell) {
      leftOut.noExposure += row.visitors;
      continue;
    }
    cell.conversions[row.action] = (cell.conversions[row.action] ?? 0) + row.visitors;
  }
  const strata = new Map();
  for (const [cell, { visitors, conversions }] of cells) {
    const [name, day] = cell.split('\0');
    const keys = [...splitsOfDay.get(day)].sort();
    const key = keys.join('\n');
    if (!strata.has(key)) strata.set(key, { splits: keys.map((split) => JSON.parse(split)), days: new Set(), variants: {} });
    const stratum = strata.get(key);
    stratum.days.add(day);
    const arm = (stratum.variants[name] ??= { visitors: 0, conversions: {} });
    arm.visitors += visitors;
    for (const [action, converted] of Object.entries(conversions)) {
      // Beyond the day's visitors, a conversion's visitor can only be one whose exposure never arrived.
      const counted = Math.min(converted, visitors);
      leftOut.noExposure += converted - counted;
      arm.conversions[action] = (arm.conversions[action] ?? 0) + counted;
      const variant = variantOf(name);
      variant.conversions[action] = (variant.conversions[action] ?? 0) + counted;
    }
  }
  return {
    variants,
    splits: [...splits.values()],
    strata: [...strata.values()].map(({ days, ...stratum }) => ({ ...stratum, days: [...days].sort() })),
    leftOut,
  };
}

/** Every day an experiment's log holds (visitors' days of exposure, conversions' of arrival), in order. */
export const daysOf = ({ visitorRows, conversionRows }) =>
  [...new Set([...visitorRows.map((row) => row.day), ...conversionRows.map((row) => row.arrived)])].sort();

/** The routes an experiment's remote shows (the registry's): where its variants' guardrails are measured. */
const routesOf = (experiment) => SITE_REGISTRY.routes.filter((route) => route.remote === experiment).map((route) => sqlString(route.path));

/**
 * Per variant of an experiment, over the page loads of its remote's routes that it was assigned (not forced):
 * the page loads, those on which its remote failed, and each page load's LCP and INP (its last report).
 */
export async function readGuardrails(log, experiment, window = {}) {
  const routes = routesOf(experiment);
  if (!routes.length) return new Map();
  const within = windowSql(window);
  const name = sqlString(experiment);
  const loads = `loads AS (
      SELECT pageLoad, any_value(experiments[${name}]) AS variant FROM events
      WHERE route IN (${routes.join(', ')}) AND experiments[${name}] IS NOT NULL AND ${within}
        AND pageLoad NOT IN (SELECT pageLoad FROM events WHERE name = 'exposure' AND forced AND experiment = ${name})
      GROUP BY pageLoad
    )`;
  const failures = await log.query(`WITH ${loads}
    SELECT variant, count(*) AS pageLoads,
      count(*) FILTER (WHERE pageLoad IN (SELECT pageLoad FROM events WHERE name = 'remote-failure' AND failedRemote = ${name})) AS failed
    FROM loads GROUP BY variant`);
  // Each page load's last value of each (a vital is reported again under its id); a random sample of
  // SAMPLED_PAGE_LOADS per variant once there are more, the same on every reading.
  const vitals = await log.query(`WITH ${loads},
    measured AS (
      SELECT l.variant, v.metric, v.value, l.pageLoad FROM loads l JOIN (
        SELECT pageLoad, metric, arg_max(value, receivedAt) AS value FROM events
        WHERE name = 'vital' AND metric IN ('LCP', 'INP') AND route IN (${routes.join(', ')}) GROUP BY pageLoad, metric
      ) v USING (pageLoad)
    ),
    sizes AS (SELECT variant, metric, count(*) AS pageLoads FROM measured GROUP BY ALL)
    SELECT m.variant, m.metric, m.value FROM measured m JOIN sizes s USING (variant, metric)
    WHERE s.pageLoads <= ${SAMPLED_PAGE_LOADS} OR hash(m.pageLoad) % s.pageLoads < ${SAMPLED_PAGE_LOADS}
    ORDER BY m.value`);
  const guardrails = new Map();
  const of = (variant) => {
    if (!guardrails.has(variant)) guardrails.set(variant, { pageLoads: 0, failed: 0, LCP: [], INP: [] });
    return guardrails.get(variant);
  };
  for (const row of failures) Object.assign(of(row.variant), { pageLoads: row.pageLoads, failed: row.failed });
  for (const row of vitals) of(row.variant)[row.metric].push(row.value);
  return guardrails;
}
