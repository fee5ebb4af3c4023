// How many visitors an experiment needs before it is started:
//   npm run experiment-plan -- --baseline 2 --mde 1 [--weights control=50,annual-first=50] [--power 0.8]
// --baseline: the control's conversion rate today, in percent; --mde: the smallest lift worth finding, in points.
// The number is for the experiment report's always-valid intervals read every day (experiment-readout.mjs), at
// its 5% error rate: with this many visitors, a real lift of the size given is found at least as often as
// --power says. Exit status: 0 planned; 2 bad input.
import { runAsReadOut } from './read-out-program.mjs';
import { parseArguments } from './event-log.mjs';
import { DEFAULTS } from './experiment-readout.mjs';
import { parseWeights, ReportInputError } from './experiment-report.mjs';
import { plannedVisitors } from './sequential.mjs';

/** The plan for the options given, as lines of text. */
export function experimentPlan(options) {
  const number = (name, low, high, fallback) => {
    if (options[name] === undefined && fallback !== undefined) return fallback;
    const value = Number(options[name]);
    if (options[name] === undefined || !Number.isFinite(value) || value <= low || value >= high) {
      throw new ReportInputError(`--${name}: "${options[name] ?? ''}" must be a number above ${low} and below ${high}`);
    }
    return value;
  };
  const baseline = number('baseline', 0, 100);
  const mde = number('mde', 0, 100 - baseline);
  const power = number('power', 0, 1, DEFAULTS.power);
  const weights = options.weights ? parseWeights(options.weights) : { control: 50, 'annual-first': 50 };
  if (!('control' in weights)) throw new ReportInputError('--weights: the split must name "control"');
  const names = ['control', ...Object.keys(weights).filter((name) => name !== 'control')];
  if (names.length < 2 || names.some((name) => !(weights[name] > 0))) {
    throw new ReportInputError('--weights: a plan needs the control and at least one variant, each with a weight above 0');
  }
  const shares = names.map((name) => weights[name]);
  const needed = plannedVisitors({ baseline: baseline / 100, mde: mde / 100, alpha: DEFAULTS.alpha, power, shares });
  const total = shares.reduce((sum, share) => sum + share, 0);
  const count = (value) => Math.ceil(value).toLocaleString('en-US');
  return [
    `To find a lift of ${mde} point(s) from ${baseline}% with ${Math.round(power * 100)}% power, read every day at a ${DEFAULTS.alpha * 100}% error rate:`,
    `  ${count(needed)} visitors in all: ${names.map((name, index) => `${name} ${count((needed * shares[index]) / total)}`).join(', ')}`,
    `Read it with: npm run experiment-report -- --mde ${mde} <log files>`,
  ].join('\n');
}

await runAsReadOut('experiment-plan', import.meta.url, (args) => {
  const { files, options } = parseArguments(args, ['baseline', 'mde', 'weights', 'power']);
  if (files.length) throw new ReportInputError(`unexpected ${files.join(' ')}: the plan reads no log`);
  console.log(experimentPlan(options));
});
