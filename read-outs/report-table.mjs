// Pure helpers of the bench: medians, target checks and the printed tables.

/** The middle value (mean of the two middle ones for an even count); NaN and null samples are left out. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each key's median over samples of the same shape. */
export function medianOfEach(samples) {
  return Object.fromEntries(Object.keys(samples[0] ?? {}).map((key) => [key, median(samples.map((sample) => sample[key]))]));
}

/** Each key's [min, median, max] over samples of the same shape; NaN and null samples are left out. */
export function spreadOf(samples, keys) {
  return Object.fromEntries(
    keys.map((key) => {
      const values = samples.map((sample) => sample[key]).filter((value) => typeof value === 'number' && !Number.isNaN(value));
      return [key, values.length ? [Math.min(...values), median(values), Math.max(...values)] : [null, null, null]];
    }),
  );
}

/** Whether `value` meets `[op, target]`; a missing value (nothing measured) never does. */
export function meetsTarget(value, [op, target]) {
  if (value === null || value === undefined || Number.isNaN(value)) return false;
  return op === '>=' ? value >= target : value <= target;
}

/**
 * Every miss as "route key value (target op n)". `targets` maps a column to [op, n], or to a
 * function of the route that gives [op, n] or null (no target on that route).
 */
export function targetMisses(results, targets) {
  return Object.entries(results).flatMap(([route, values]) =>
    Object.entries(targets).flatMap(([key, rule]) => {
      const target = typeof rule === 'function' ? rule(route) : rule;
      if (!target || meetsTarget(values[key], target)) return [];
      return [`${route} ${key} ${values[key] ?? 'none'} (target ${target[0]} ${target[1]})`];
    }),
  );
}

/** A cell: the value (— when nothing was measured) and, with a baseline value, the change against it. */
export function formatCell(value, baselineValue) {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  if (typeof baselineValue !== 'number') return `${value}`;
  const change = Number((value - baselineValue).toFixed(3));
  return `${value} (${change >= 0 ? '+' : ''}${change})`;
}

/** A fixed-width table: a route (or other row name) column, then one right-aligned column per key. */
export function formatTable(
  results,
  columns,
  {
    baseline = null,
    rowName = 'route',
    routeWidth = 36,
    cellWidth = 12,
    format = (value, column, route) => formatCell(value, baseline?.[route]?.[column]),
  } = {},
) {
  const header = [rowName.padEnd(routeWidth), ...columns.map((column) => column.padStart(cellWidth))].join('');
  const rows = Object.entries(results).map(([route, values]) =>
    [route.padEnd(routeWidth), ...columns.map((column) => format(values[column], column, route).padStart(cellWidth))].join(''),
  );
  return [header, ...rows].join('\n');
}

/** A fixed-width table of each route's `spread` (spreadOf): one "min / median / max" column per key. */
export function formatSpreadTable(results, columns, { routeWidth = 36, cellWidth = 22 } = {}) {
  const cell = (values) => values.map((value) => formatCell(value)).join(' / ');
  return formatTable(
    Object.fromEntries(
      Object.entries(results).map(([route, { spread }]) => [route, Object.fromEntries(columns.map((key) => [key, spread[key]]))]),
    ),
    columns,
    { routeWidth, cellWidth, format: cell },
  );
}

/** "lcp ≤ 1500, a11y ≥ 100": the targets that apply to every route, or with a route, every target of that route. */
export function describeTargets(targets, route) {
  return Object.entries(targets)
    .map(([key, rule]) => [key, typeof rule === 'function' ? (route === undefined ? null : rule(route)) : rule])
    .filter(([, target]) => Array.isArray(target))
    .map(([key, [op, target]]) => `${key} ${op === '>=' ? '≥' : '≤'} ${target}`)
    .join(', ');
}
