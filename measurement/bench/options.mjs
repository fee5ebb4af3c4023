// The bench's command line.

export const PARTS = ['usable', 'paint', 'take-over', 'first-script', 'flow', 'lighthouse', 'sample-start', 'collector-load'];
/**
 * How many Lighthouse runs a route gets unless --lighthouse-runs says otherwise: its goals hold in every run, and a
 * goal met in the median of three is missed in some of ten.
 */
export const LIGHTHOUSE_RUNS = 10;
/** How many runs the take-over gets unless --take-over-runs says otherwise: its goal is on the median of five, and on each run. */
export const TAKE_OVER_RUNS = 5;

/** The parts measured in a browser, against the site's servers. */
export const BROWSER_PARTS = ['usable', 'paint', 'take-over', 'first-script', 'flow', 'lighthouse', 'sample-start'];

/**
 * @param {string[]} args  process.argv.slice(2)
 * @param {string[]} allRoutes  every route of the site
 * @param {string[]} [variants]  every experiment variant of the registry
 */
export function parseOptions(args, allRoutes, variants = []) {
  const option = (name) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? null : args[index + 1];
  };
  const wholeRuns = (name, fallback) => {
    const value = Number(option(name) ?? fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of runs, not ${option(name)}`);
    return value;
  };
  const runs = wholeRuns('runs', 3);
  const lighthouseRuns = wholeRuns('lighthouse-runs', LIGHTHOUSE_RUNS);
  const takeOverRuns = wholeRuns('take-over-runs', TAKE_OVER_RUNS);
  const only = option('only');
  if (only !== null && !PARTS.includes(only)) throw new Error(`--only takes one of ${PARTS.join(', ')}, not ${only}`);
  const routes = option('routes')?.split(',') ?? allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length) throw new Error(`Not a route of the site: ${unknown.join(', ')}`);
  const experiment = option('experiment');
  if (experiment !== null && !variants.includes(experiment))
    throw new Error(`--experiment takes a variant of the registry (${variants.join(', ')}), not ${experiment}`);
  return {
    runs,
    lighthouseRuns,
    takeOverRuns,
    routes,
    parts: only ? [only] : PARTS,
    save: option('save'),
    baseline: option('baseline'),
    experiment,
  };
}
