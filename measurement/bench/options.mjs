// The bench's command line.

export const PARTS = ['usable', 'paint', 'first-script', 'flow', 'lighthouse', 'sample-start', 'collector-load'];
/**
 * How many Lighthouse runs a route gets unless --lighthouse-runs says otherwise: its goals hold in every run, and a
 * goal met in the median of three is missed in some of ten.
 */
export const LIGHTHOUSE_RUNS = 10;

/** The parts measured in a browser, against the site's servers. */
export const BROWSER_PARTS = ['usable', 'paint', 'first-script', 'flow', 'lighthouse', 'sample-start'];

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
  const runs = Number(option('runs') ?? '3');
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of runs, not ${option('runs')}`);
  const lighthouseRuns = Number(option('lighthouse-runs') ?? LIGHTHOUSE_RUNS);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
    throw new Error(`--lighthouse-runs takes a whole number of runs, not ${option('lighthouse-runs')}`);
  const only = option('only');
  if (only !== null && !PARTS.includes(only)) throw new Error(`--only takes one of ${PARTS.join(', ')}, not ${only}`);
  const routes = option('routes')?.split(',') ?? allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length) throw new Error(`Not a route of the site: ${unknown.join(', ')}`);
  const experiment = option('experiment');
  if (experiment !== null && !variants.includes(experiment))
    throw new Error(`--experiment takes a variant of the registry (${variants.join(', ')}), not ${experiment}`);
  return { runs, lighthouseRuns, routes, parts: only ? [only] : PARTS, save: option('save'), baseline: option('baseline'), experiment };
}
