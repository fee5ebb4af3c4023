// The early-leavers bench's command line (../early-leavers.mjs).
import { parseArgs } from 'node:util';

/** How a visitor leaves: a typed address, Back, the tab closed, a link out of the site. */
export const WAYS = ['typed-address', 'back', 'closed-tab', 'link-out'];
/** full: the machine's own speed; phone: its processor 4× slower (Chromium only: CDP's CPU throttling). */
export const SPEEDS = ['full', 'phone'];
export const ENGINES = ['chromium', 'webkit', 'firefox'];
/** Seconds after the page's first contentful paint at which visitors leave. */
export const LEAVE_AFTER_S = [0.5, 1, 2, 4, 8];

export const USAGE = `usage: npm run bench:early-leavers -- [--runs 2] [--after ${LEAVE_AFTER_S.join(',')}] [--speeds ${SPEEDS.join(',')}] [--ways ${WAYS.join(',')}] [--engines chromium] [--route /pricing] [--save FILE]
  Sends visitors who leave the page --after seconds after its first contentful paint, each way (--ways) and at
  each speed (--speeds; phone: 4x CPU, Chromium only), --runs times each, and prints per engine, leaving time and
  speed the share of page loads whose LCP, CLS, FCP and TTFB reached the collector's log. --engines adds WebKit
  (WebKitGTK's driver under Xvfb, on a free port) and Firefox ESR, as npm run test:engines runs them
  (bash scripts/install-deps.sh --webkit --firefox). npm run build first; SITE_PORT_BASE moves the ports.`;

const listOf = (name, value, known, parse = (item) => item) => {
  const items = value.split(',').filter(Boolean).map(parse);
  const unknown = items.filter((item) => !known.includes(item));
  if (!items.length || unknown.length) throw new Error(`--${name} takes a comma-separated list of ${known.join(', ')}, not ${value}`);
  return [...new Set(items)];
};

/** @param {string[]} args */
export function parseOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '2' },
      after: { type: 'string', default: LEAVE_AFTER_S.join(',') },
      speeds: { type: 'string', default: SPEEDS.join(',') },
      ways: { type: 'string', default: WAYS.join(',') },
      engines: { type: 'string', default: 'chromium' },
      route: { type: 'string', default: '/pricing' },
      save: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of visitors per case, not ${values.runs}`);
  const after = values.after.split(',').filter(Boolean).map(Number);
  if (!after.length || after.some((seconds) => !Number.isFinite(seconds) || seconds < 0 || seconds > 60))
    throw new Error(`--after takes seconds after the first paint (0 to 60), comma-separated, not ${values.after}`);
  if (!values.route.startsWith('/')) throw new Error(`--route takes a path of the site, not ${values.route}`);
  return {
    runs,
    after: [...new Set(after)].sort((a, b) => a - b),
    speeds: listOf('speeds', values.speeds, SPEEDS),
    ways: listOf('ways', values.ways, WAYS),
    engines: listOf('engines', values.engines, ENGINES),
    route: values.route,
    save: values.save ?? null,
  };
}
