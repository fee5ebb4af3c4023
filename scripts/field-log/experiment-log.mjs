// What an experiment's read-out counts, from the field-event log (event-log.mjs). The unit is the visitor: a
// browser sends one exposure per experiment (with the split it was drawn from) and, for each kind of conversion,
// one event naming the experiments it is that visitor's first of its kind for (`firstFor`). Left out, and
// counted: exposures QA forced, page loads that announced two variants of one experiment (every exposure and
// conversion of them), and the batches the collectors refused.
import { SITE_REGISTRY } from '../../shared/registry/site-registry.js';
import { SAMPLED_PAGE_LOADS, sqlString, windowSql } from './event-log.mjs';

const EXPOSURES = (window) => `
  exposures AS (SELECT experiment, variant, pageLoad, forced, fellBack, weights, receivedAt FROM events WHERE name = 'exposure' AND ${window}),
  twoVariants AS (SELECT experiment, pageLoad FROM exposures WHERE NOT forced GROUP BY ALL HAVING count(DISTINCT variant) > 1),
  visitors AS (
    SELECT experiment, variant, pageLoad, min(receivedAt) AS exposedAt, any_value(to_json(weights)::VARCHAR) AS weights, bool_or(fellBack) AS fellBack
    FROM exposures e WHERE NOT forced AND NOT EXISTS (SELECT 1 FROM twoVariants t WHERE t.experiment = e.experiment AND t.pageLoad = e.pageLoad)
    GROUP BY ALL
  )`;

/**
 * Per experiment, as rows to add up over any span of days (UTC, by arrival): visitors by variant, day and the
 * split they were drawn from (JSON, null when unknown); converted visitors by variant, kind and day; and what
 * was left out.
 * @param {{ query: (sql: string) => Promise<object[]> }} log
 * @param {{ since?: string, until?: string }} window
 */
export async function readExperiments(log, window = {}) {
  const within = windowSql(window);
  const visitorRows = await log.query(`WITH ${EXPOSURES(within)}
    SELECT experiment, variant, strftime(exposedAt, '%Y-%m-%d') AS day, weights, count(*) AS visitors, count(*) FILTER (WHERE fellBack) AS fellBack
    FROM visitors GROUP BY ALL ORDER BY day`);
  const conversionRows = await log.query(`WITH ${EXPOSURES(within)},
    conversions AS (
      SELECT entry.key AS experiment, entry.value AS variant, action, pageLoad, receivedAt
      FROM (SELECT unnest(map_entries(firstFor)) AS entry, action, pageLoad, receivedAt FROM events
            WHERE name = 'conversion' AND firstFor IS NOT NULL AND ${within})
    ),
    converted AS (
      SELECT experiment, variant, action, pageLoad, strftime(min(receivedAt), '%Y-%m-%d') AS day
      FROM conversions c WHERE NOT EXISTS (SELECT 1 FROM twoVariants t WHERE t.experiment = c.experiment AND t.pageLoad = c.pageLoad)
      GROUP BY ALL
    )
    SELECT experiment, variant, action, day, count(*) AS visitors FROM converted GROUP BY ALL ORDER BY day`);
  const leftOut = await log.query(`WITH ${EXPOSURES(within)}
    SELECT experiment, count(DISTINCT pageLoad) FILTER (WHERE forced) AS forced,
      (SELECT count(*) FROM twoVariants t WHERE t.experiment = e.experiment) AS twoVariants
    FROM exposures e GROUP BY experiment`);
  const experiments = new Map();
  const of = (name) => {
    if (!experiments.has(name)) experiments.set(name, { visitorRows: [], conversionRows: [], leftOut: { forced: 0, twoVariants: 0 } });
    return experiments.get(name);
  };
  for (const { experiment, ...row } of visitorRows)
    of(experiment).visitorRows.push({ ...row, weights: row.weights && JSON.parse(row.weights) });
  for (const { experiment, ...row } of conversionRows) of(experiment).conversionRows.push(row);
  for (const { experiment, ...row } of leftOut) of(experiment).leftOut = row;
  return experiments;
}

/**
 * An experiment's counts up to the end of `lastDay` (every day when absent): each variant's visitors, those whose
 * variant fell back, and converted visitors by kind; and the visitors of each split they were drawn from.
 */
export function countsUpTo({ visitorRows, conversionRows }, lastDay) {
  const variants = new Map();
  const strata = new Map();
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
    if (!strata.has(key)) strata.set(key, { weights: row.weights, counts: {} });
    const { counts } = strata.get(key);
    counts[row.variant] = (counts[row.variant] ?? 0) + row.visitors;
  }
  for (const row of conversionRows) {
    if (lastDay && row.day > lastDay) continue;
    const { conversions } = variantOf(row.variant);
    conversions[row.action] = (conversions[row.action] ?? 0) + row.visitors;
  }
  return { variants, strata: [...strata.values()] };
}

/** Every day an experiment's log holds, in order. */
export const daysOf = ({ visitorRows, conversionRows }) => [...new Set([...visitorRows, ...conversionRows].map((row) => row.day))].sort();

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
