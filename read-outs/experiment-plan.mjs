// How many visitors an experiment needs before it is started (options: USAGE below).
// The number is for the experiment report's always-valid intervals read every day (experiment-readout.mjs), at
// its 5% error rate: with this many visitors, a real lift of the size given is found at least as often as
// --power says. Exit status: 0 planned; 2 bad input, or a plan over MAX_PLANNED_VISITORS.
import { ReadOutInputError, runAsReadOut } from './read-out-program.mjs';
import { parseArguments } from './event-log.mjs';
import { DEFAULTS } from './experiment-readout.mjs';
import { MIN_MDE, parseWeights } from './experiment-report.mjs';
import { plannedVisitors } from './sequential.mjs';

/** The power a plan may ask for: below a coin toss a plan means little; near 1 it asks for no end of visitors. */
const POWER = { low: 0.5, high: 0.99 };

const USAGE = `usage: npm run experiment-plan -- --baseline PERCENT --mde POINTS [--weights control=50,annual-first=50] [--power ${DEFAULTS.power}]
  --baseline  the control's conversion rate today, in percent (above 0, below 100)
  --mde       the smallest lift worth finding, in points (at least ${MIN_MDE}; baseline + mde below 100)
  --weights   the split, the control named (default control=50,annual-first=50)
  --power     how often a real lift of that size is found (${POWER.low} to ${POWER.high}; default ${DEFAULTS.power})
Exit status: 0 planned; 2 bad input, or a plan that would need too many visitors.`;

/** The plan for the options given, as lines of text. */
export function experimentPlan(options) {
  /** `--name`'s value as a number within [low, high] (`open`: neither end included), or `fallback` when not given. */
  const number = (name, { low, high, open = true, fallback }) => {
    if (options[name] === undefined && fallback !== undefined) return fallback;
    const value = Number(options[name]);
    const inside = open ? value > low && value < high : value >= low && value <= high;
    if (options[name] === undefined || !Number.isFinite(value) || !inside) {
      const bounds = open ? `above ${low} and below ${high}` : `from ${low} to ${high}`;
      throw new ReadOutInputError(`--${name}: "${options[name] ?? ''}" must be a number ${bounds}`);
    }
    return value;
  };
  const baseline = number('baseline', { low: 0, high: 100 });
  const mde = number('mde', { low: MIN_MDE, high: 100 - baseline, open: false });
  if (baseline + mde >= 100) throw new ReadOutInputError(`--mde: ${mde} point(s) from --baseline ${baseline}% reaches 100%`);
  const power = number('power', { ...POWER, open: false, fallback: DEFAULTS.power });
  const weights = options.weights ? parseWeights(options.weights) : { control: 50, 'annual-first': 50 };
  if (!('control' in weights)) throw new ReadOutInputError('--weights: the split must name "control"');
  const names = ['control', ...Object.keys(weights).filter((name) => name !== 'control')];
  if (names.length < 2 || names.some((name) => !(weights[name] > 0))) {
    throw new ReadOutInputError('--weights: a plan needs the control and at least one variant, each with a weight above 0');
  }
  const shares = names.map((name) => weights[name]);
  let needed;
  try {
    needed = plannedVisitors({ baseline: baseline / 100, mde: mde / 100, alpha: DEFAULTS.alpha, power, shares });
  } catch (error) {
    if (error instanceof RangeError)
      throw new ReadOutInputError(
        `--baseline ${baseline} --mde ${mde} --weights ${names.map((name) => `${name}=${weights[name]}`).join(',')}: ${error.message}`,
      );
    throw error;
  }
  const total = shares.reduce((sum, share) => sum + share, 0);
  const count = (value) => Math.ceil(value).toLocaleString('en-US');
  return [
    `To find a lift of ${mde} point(s) from ${baseline}% with ${Math.round(power * 100)}% power, read every day at a ${DEFAULTS.alpha * 100}% error rate:`,
    `  ${count(needed)} visitors in all: ${names.map((name, index) => `${name} ${count((needed * shares[index]) / total)}`).join(', ')}`,
    `Read it with: npm run experiment-report -- --mde ${mde} <logs>`,
  ].join('\n');
}

await runAsReadOut(
  'experiment-plan',
  import.meta.url,
  (args) => {
    const { sources, options } = parseArguments(args, ['baseline', 'mde', 'weights', 'power']);
    if (sources.length) throw new ReadOutInputError(`unexpected ${sources.join(' ')}: the plan reads no log`);
    console.log(experimentPlan(options));
  },
  USAGE,
);
