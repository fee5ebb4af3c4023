// What reached the collector of each visit's page load, and the shares the bench prints.

/** The page load's vitals the bench looks for. */
export const METRICS = ['LCP', 'CLS', 'FCP', 'TTFB'];

/**
 * The collector's lines of one visit: those of page loads not seen in an earlier visit (visits come one at a time,
 * so a page load new in the log is this visit's) on `route`. Returns the metrics of its vitals that arrived, and how
 * many page loads it found (1, or 0 for a visit that sent nothing).
 * @param {object[]} events  the log's events since the visit began
 * @param {Set<string>} seen  page loads of earlier visits (this visit's are added)
 * @param {string} route
 */
export function visitArrivals(events, seen, route) {
  const fresh = events.filter((event) => event.route === route && !seen.has(event.pageLoad));
  const pageLoads = new Set(fresh.map((event) => event.pageLoad));
  for (const pageLoad of pageLoads) seen.add(pageLoad);
  const metrics = new Set(fresh.filter((event) => event.name === 'vital').map((event) => event.metric));
  return { pageLoads: pageLoads.size, metrics };
}

const caseOf = (visit) => `${visit.engine} ${visit.speed} ${visit.after} s`;

/** The visits of each case, in the order they came. */
function byCase(visits) {
  const cases = new Map();
  for (const visit of visits) cases.set(caseOf(visit), [...(cases.get(caseOf(visit)) ?? []), visit]);
  return cases;
}
const percent = (count, total) => `${Math.round((count / total) * 100)}%`;

/**
 * @typedef {{ engine: string, speed: string, after: number, way: string, leftAfterMs: number, measured: string[],
 *   metrics: Set<string> }} Visit  `measured`: the metrics the browser had measured as the visitor left; `metrics`: those that arrived
 */

/**
 * The table's rows: per engine, speed and leaving time, the page loads, the share of them each metric reached the
 * collector for ("n/a": the browser does not measure it), and the median time they left after the first paint.
 * @param {Visit[]} visits
 */
export function arrivalRows(visits) {
  const cases = byCase(visits);
  return Object.fromEntries(
    [...cases].map(([name, of]) => {
      const left = of.map((visit) => visit.leftAfterMs).sort((a, b) => a - b);
      const shares = METRICS.map((metric) => {
        const measuring = of.filter((visit) => visit.measured.includes(metric));
        return [
          metric,
          measuring.length ? percent(measuring.filter((visit) => visit.metrics.has(metric)).length, measuring.length) : 'n/a',
        ];
      });
      return [
        name,
        { 'page loads': `${of.length}`, ...Object.fromEntries(shares), 'left at ms': `${left[Math.floor((left.length - 1) / 2)]}` },
      ];
    }),
  );
}

/**
 * The cases below `goal` for a metric their browser measures, each with its ways of leaving that missed: what to
 * look at when the table falls short.
 * @param {Visit[]} visits
 */
export function shortfalls(visits, goal = 0.95) {
  return [...byCase(visits)].flatMap(([name, of]) =>
    METRICS.flatMap((metric) => {
      const measuring = of.filter((visit) => visit.measured.includes(metric));
      const missed = measuring.filter((visit) => !visit.metrics.has(metric));
      if (!measuring.length || 1 - missed.length / measuring.length >= goal) return [];
      const ways = [...new Set(missed.map((visit) => visit.way))].join(', ');
      return [
        `${name}: ${metric} reached the collector for ${percent(measuring.length - missed.length, measuring.length)} (missed: ${ways})`,
      ];
    }),
  );
}
