// The growth team's read-out of its experiments, from the field-event log:
//   npm run experiment-report -- [--weights control=50,annual-first=50 | --remotes remotes.json] [--experiment pricing] <log files>
// For each variant: the page loads exposed to it, conversions of each kind, each rate with its 95% interval,
// the difference from the control with its interval, and a chi-square check of the split against the weights
// (a sample-ratio mismatch is printed loudly and ends the command with status 1).
// The unit is the page load: the site keeps no visitor identifier. A conversion counts once per page load, and
// only after the exposure on that load.
import { readFileSync } from 'node:fs';
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { formatTable } from '../bench/report-table.mjs';
import { openEventLog, parseArguments } from './event-log.mjs';
import { differenceInterval, rateInterval, sampleRatioCheck, SRM_P_VALUE } from './proportions.mjs';
import { isProgram } from '../is-program.mjs';

const CONTROL = 'control';
const ACTIONS = FIELD_EVENTS.events.conversion.action;

/** Exposed page loads and conversions of each kind, per experiment and variant. */
export async function readExperiments(log) {
  const exposed = await log.query(`
    SELECT experiment, variant, count(*) AS exposed, count(*) FILTER (WHERE fellBack) AS fellBack
    FROM (SELECT experiment, variant, pageLoad, bool_or(fellBack) AS fellBack FROM events WHERE name = 'exposure' GROUP BY ALL)
    GROUP BY experiment, variant ORDER BY experiment, variant <> '${CONTROL}', variant`);
  const converted = await log.query(`
    WITH exposures AS (
      SELECT experiment, variant, pageLoad, min(time) AS exposedAt FROM events WHERE name = 'exposure' GROUP BY ALL
    )
    SELECT e.experiment, e.variant, c.action, count(DISTINCT e.pageLoad) AS converted
    FROM exposures e JOIN events c ON c.pageLoad = e.pageLoad AND c.name = 'conversion' AND c.time >= e.exposedAt
    GROUP BY ALL`);
  const experiments = new Map();
  for (const row of exposed) {
    if (!experiments.has(row.experiment)) experiments.set(row.experiment, []);
    experiments.get(row.experiment).push({ variant: row.variant, exposed: row.exposed, fellBack: row.fellBack, converted: {} });
  }
  for (const row of converted) {
    const variant = experiments.get(row.experiment)?.find((candidate) => candidate.variant === row.variant);
    if (variant) variant.converted[row.action] = row.converted;
  }
  return experiments;
}

/** The split the experiment intends: --weights, else remotes.json's variants, else equal. */
export function intendedWeights(experiment, variants, { weights, remotes }) {
  if (weights) {
    const given = Object.fromEntries(
      weights
        .split(',')
        .map((pair) => pair.split('='))
        .map(([name, weight]) => [name, Number(weight)]),
    );
    return { weights: variants.map((variant) => given[variant] ?? 0), source: '--weights' };
  }
  if (remotes) {
    const source = JSON.parse(readFileSync(remotes, 'utf8'))[experiment];
    if (source?.variants) {
      return { weights: variants.map((variant) => source.variants.find((entry) => entry.name === variant)?.weight ?? 0), source: remotes };
    }
  }
  return { weights: variants.map(() => 1), source: 'equal weights assumed: give --weights or --remotes' };
}

const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(2)}%` : '—');
const points = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}`;
const count = (value) => value.toLocaleString('en-US');

/** One experiment's read-out, as text; `mismatch` when the split is not the one intended. */
export function experimentReport(experiment, variants, intended) {
  const lines = [];
  const total = variants.reduce((sum, variant) => sum + variant.exposed, 0);
  lines.push(`Experiment "${experiment}": ${count(total)} exposed page loads`);

  // The split: a chi-square goodness-of-fit test against the weights (a variant meant to get none must get none).
  const shares = variants.map((variant, index) => ({ ...variant, weight: intended.weights[index] }));
  const weighted = shares.filter((variant) => variant.weight > 0);
  const strays = shares.filter((variant) => variant.weight <= 0 && variant.exposed > 0);
  const split =
    weighted.length > 1
      ? sampleRatioCheck(
          weighted.map((variant) => variant.exposed),
          weighted.map((variant) => variant.weight),
        )
      : null;
  const weightTotal = weighted.reduce((sum, variant) => sum + variant.weight, 0);
  lines.push(
    `Split: ${shares.map((variant) => `${variant.variant} ${count(variant.exposed)} (${percent(variant.exposed / total)}, meant ${percent(Math.max(0, variant.weight) / weightTotal)})`).join(', ')}; weights from ${intended.source}`,
  );
  if (split) {
    // The test's p-value is 1 − the CDF, which a double cannot tell from 0 below about 1e-15.
    const p = split.pValue < 1e-15 ? 'p < 1e-15' : `p = ${split.pValue.toPrecision(3)}`;
    lines.push(`Sample-ratio check: chi-square ${split.statistic.toFixed(2)}, ${p} (a mismatch below ${SRM_P_VALUE})`);
  }
  const mismatch = Boolean(split?.mismatch) || strays.length > 0;
  if (mismatch) {
    lines.push(
      '',
      '!!! SAMPLE RATIO MISMATCH !!!',
      `!!! The exposed page loads are not split as the weights say${strays.length ? ` (${strays.map((variant) => variant.variant).join(', ')} should get none)` : ''}.`,
      '!!! Something lost or added page loads for one variant (a failing variant, a redirect, a filter): do not read the rates below',
      '!!! until the cause is found.',
    );
  }
  const fellBack = variants.filter((variant) => variant.fellBack > 0);
  if (fellBack.length) {
    lines.push(
      `Fell back to the control: ${fellBack.map((variant) => `${variant.variant} on ${count(variant.fellBack)} page loads`).join(', ')} (still counted as assigned)`,
    );
  }

  const control = variants.find((variant) => variant.variant === CONTROL);
  for (const action of ACTIONS) {
    if (!variants.some((variant) => variant.converted[action])) continue;
    const rows = Object.fromEntries(
      variants.map((variant) => {
        const converted = variant.converted[action] ?? 0;
        const rate = rateInterval(converted, variant.exposed);
        const row = {
          exposed: count(variant.exposed),
          converted: count(converted),
          rate: percent(rate.rate),
          'rate 95% CI': `[${percent(rate.low)}, ${percent(rate.high)}]`,
        };
        if (control && variant !== control) {
          const change = differenceInterval(
            { successes: converted, trials: variant.exposed },
            { successes: control.converted[action] ?? 0, trials: control.exposed },
          );
          row['vs control'] = `${points(change.difference)} pts`;
          row['change 95% CI'] = `[${points(change.low)}, ${points(change.high)}]`;
        }
        return [`  ${variant.variant}`, row];
      }),
    );
    lines.push(
      '',
      formatTable(rows, ['exposed', 'converted', 'rate', 'rate 95% CI', 'vs control', 'change 95% CI'], {
        rowName: action,
        routeWidth: 24,
        cellWidth: 18,
      }),
    );
  }
  if (!control) lines.push('', `No variant named "${CONTROL}" was exposed: no differences to give.`);
  return { text: lines.join('\n'), mismatch };
}

if (isProgram(import.meta.url)) {
  const { files, options } = parseArguments(process.argv.slice(2), ['weights', 'remotes', 'experiment']);
  const log = await openEventLog(files);
  const experiments = await readExperiments(log);
  log.close();
  let mismatch = false;
  const chosen = [...experiments].filter(([experiment]) => !options.experiment || experiment === options.experiment);
  if (!chosen.length) console.log('No exposure in these logs.');
  for (const [experiment, variants] of chosen) {
    const report = experimentReport(
      experiment,
      variants,
      intendedWeights(
        experiment,
        variants.map((variant) => variant.variant),
        options,
      ),
    );
    console.log(`${report.text}\n`);
    if (report.mismatch) {
      mismatch = true;
      console.error(`experiment-report: SAMPLE RATIO MISMATCH in "${experiment}"`);
    }
  }
  process.exitCode = mismatch ? 1 : 0;
}
