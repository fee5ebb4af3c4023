// The growth team's read-out of its experiments, from the field-event log (options: USAGE below).
// The unit is the visitor: each browser sends one exposure per experiment and counts each kind of conversion
// once, after it (experiment-log.mjs). The intervals are always valid, so the read-out may be read every day
// (sequential.mjs). Exit status: 0 read it; 1 do not read it (the split is not the one intended, or there is
// too little data yet); 2 it could not run (bad input, unreadable log).
import { readFileSync } from 'node:fs';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { formatTable } from './report-table.mjs';
import { checkedWindow, ReadOutInputError, runAsReadOut, writeReportPage } from './read-out-program.mjs';
import { openEventLog, parseArguments, readableLog, readRefusals } from './event-log.mjs';
import { daysText, experimentReportPage, splitText } from './experiment-report-page.mjs';
import { countsUpTo, daysOf, readExperiments, readGuardrails, windowDays } from './experiment-log.mjs';
import { DEFAULTS, guardrailReadOut, readOut, VERDICTS } from './experiment-readout.mjs';

const ACTIONS = FIELD_EVENTS.events.conversion.action;
/** The smallest lift --mde takes, in points: a finer one is a slip (its plan would need tens of millions of visitors). */
export const MIN_MDE = 0.01;

const USAGE = `usage: npm run experiment-report -- [options] <logs>
  <logs>                each a log file, a glob (quoted: 'logs/field-events.log-2026-11-*'), a folder of day files
                        (field-events.log-YYYY-MM-DD or .gz, read in name order) or s3://bucket/prefix (the CDN's logs)
  --experiment NAME     one experiment (the remote it splits); every experiment in the log by default
  --metric ACTION       the conversion the verdict is about (default ${DEFAULTS.metric}); the others are shown
  --mde POINTS          the smallest lift worth finding, in points (default ${DEFAULTS.mde}, at least ${MIN_MDE}): it tunes the intervals and the plan
  --since, --until      the visitors exposed in those whole UTC days (ISO dates or times; --until excluded; --since before --until)
  --weights a=50,b=50   the split, for visitors assigned before their split was recorded (else --remotes)
  --remotes FILE        the deployed remotes.json, for the same
  --html FILE           also writes a self-contained page of charts
Exit status: 0 read it; 1 do not read it (a sample-ratio mismatch, too little data); 2 it could not run.`;
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** `control=50,annual-first=50` as weights; any other text is refused, naming it. */
export function parseWeights(text) {
  const weights = {};
  for (const pair of text.split(',')) {
    const [name, weight, extra] = pair.split('=');
    const value = Number(weight);
    if (
      extra !== undefined ||
      !name ||
      !SLUG.test(name) ||
      weight === undefined ||
      weight.trim() === '' ||
      !Number.isFinite(value) ||
      value < 0
    ) {
      throw new ReadOutInputError(`--weights: "${pair}" is not variant=weight (a weight is a number of 0 or more)`);
    }
    weights[name] = value;
  }
  if (!Object.values(weights).some((weight) => weight > 0)) throw new ReadOutInputError('--weights: at least one weight must be above 0');
  return weights;
}

/** The options, checked: each bad value is named. */
export function checkedOptions(options) {
  const checked = { ...DEFAULTS, experiment: options.experiment, since: options.since, until: options.until, html: options.html };
  if (options.metric !== undefined) {
    if (!ACTIONS.includes(options.metric))
      throw new ReadOutInputError(`--metric: "${options.metric}" is not a conversion (${ACTIONS.join(', ')})`);
    checked.metric = options.metric;
  }
  if (options.mde !== undefined) {
    const mde = Number(options.mde);
    if (!Number.isFinite(mde) || mde < MIN_MDE || mde >= 100)
      throw new ReadOutInputError(`--mde: "${options.mde}" is not a lift in points of at least ${MIN_MDE} and below 100`);
    checked.mde = mde;
  }
  checkedWindow(options);
  if (options.weights !== undefined && options.remotes !== undefined) throw new ReadOutInputError('give --weights or --remotes, not both');
  checked.weights = options.weights === undefined ? null : parseWeights(options.weights);
  checked.remotes = options.remotes;
  return checked;
}

/** The split of an experiment for visitors assigned before theirs was recorded: --weights, or remotes.json's. */
function fallbackWeights(experiment, variants, { weights, remotes }) {
  let split = weights;
  if (remotes) {
    let map;
    try {
      map = JSON.parse(readFileSync(remotes, 'utf8'));
    } catch (error) {
      throw new ReadOutInputError(`--remotes: ${remotes} cannot be read as JSON (${error.message})`);
    }
    const source = map?.[experiment];
    split = source?.variants ? Object.fromEntries(source.variants.map(({ name, weight }) => [name, weight])) : null;
  }
  if (!split) return null;
  const unknown = Object.keys(split).filter((name) => !variants.includes(name));
  const missing = variants.filter((name) => !(name in split));
  if (unknown.length || missing.length) {
    throw new ReadOutInputError(
      `the split given for "${experiment}" does not match its variants in the log (${variants.join(', ')}): ${[
        ...unknown.map((name) => `${name} is not one of them`),
        ...missing.map((name) => `${name} has no weight`),
      ].join('; ')}`,
    );
  }
  return split;
}

const count = (value) => value.toLocaleString('en-US');
const percent = (value, digits = 2) => (Number.isFinite(value) ? `${(value * 100).toFixed(digits)}%` : '—');
const points = (value) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}` : '—');
const interval = ({ low, high }, format) => (Number.isFinite(low) ? `[${format(low)}, ${format(high)}]` : '—');
const milliseconds = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '—');

/** The window as the read-out applies it: whole UTC days of exposure. */
export function windowText(window) {
  const { first, last } = windowDays(window);
  return first || last ? ` (visitors exposed ${first ?? 'from the start'} to ${last ?? 'now'}, UTC days)` : '';
}

/** Each stratum's splits, days, visitors and change: the comparisons the verdict combines. */
function strataText(readout) {
  const others = readout.arms.filter((arm) => arm.name !== readout.control.name);
  return [
    '',
    `Strata: the split changed (a ramp), so each variant is compared with ${readout.control.name} within the days of each split, and the changes combined:`,
    formatTable(
      Object.fromEntries(
        readout.strata.map((stratum, index) => [
          `  ${index + 1}. ${stratum.splits.map(splitText).join(' then ')}`,
          {
            days: daysText(stratum.days),
            visitors: count(stratum.visitors),
            ...Object.fromEntries(
              others.map(({ name: variant }) => {
                const { change } = stratum.arms.find((arm) => arm.name === variant);
                return [
                  `${variant} vs control`,
                  change && Number.isFinite(change.difference) ? `${points(change.difference)} ${interval(change, points)}` : '—',
                ];
              }),
            ),
          },
        ]),
      ),
      ['days', 'visitors', ...others.map(({ name: variant }) => `${variant} vs control`)],
      { rowName: 'split', routeWidth: 40, cellWidth: 30 },
    ),
  ];
}

/** One experiment's read-out as text. */
export function experimentText(name, readout, { leftOut, guardrails, window }) {
  const lines = [];
  lines.push(
    `Experiment "${name}"${windowText(window)}: ${count(readout.total)} visitors, each counted once however many pages they loaded`,
  );
  const { control } = readout;
  lines.push(
    control.assumed
      ? `Control: ${control.name}, taken as the control: no split recorded says which variant is first (give --weights or --remotes)`
      : `Control: ${control.name}, the first variant of the split`,
  );
  const { split } = readout;
  lines.push(
    `Split: ${readout.arms
      .map(
        ({ name: variant, visitors }) =>
          `${variant} ${count(visitors)} (${percent(visitors / readout.total, 1)}, meant ${percent(split.meant[variant] / readout.total, 1)})`,
      )
      .join(', ')}; the split each visitor was drawn from`,
  );
  lines.push(
    `Sample-ratio evidence: ${split.evidence.toPrecision(3)} (a mismatch at ${1 / DEFAULTS.splitAlpha}; it may be read every day)`,
  );
  if (split.mismatch) {
    lines.push(
      '',
      '!!! SAMPLE RATIO MISMATCH !!!',
      `!!! The visitors are not split as they were assigned${split.strays.length ? ` (${split.strays.join(', ')} got visitors from a split that gave it none)` : ''}.`,
      '!!! Something lost or added visitors of one variant (a failing variant, a redirect, a filter): do not read the rates below',
      '!!! until the cause is found.',
    );
  }
  const fellBack = readout.arms.filter(({ fellBack: fell }) => fell > 0);
  if (fellBack.length)
    lines.push(
      `Fell back to the control: ${fellBack.map((arm) => `${arm.name} for ${count(arm.fellBack)} visitors`).join(', ')} (counted as assigned)`,
    );
  const { plan } = readout;
  if (plan.needed) {
    lines.push(
      `Plan: a lift of ${readout.mde} point(s) from the control's ${percent(plan.baseline)} needs ${count(plan.needed)} visitors in all: ${count(readout.total)} so far, ${plan.reached ? 'reached' : `${percent(readout.total / plan.needed, 0)} of it`}`,
    );
  }
  lines.push(
    '',
    `${readout.metric}, with ${percent(1 - readout.alpha, 0)} always-valid intervals (they hold however often they are read):`,
  );
  lines.push(
    formatTable(
      Object.fromEntries(
        readout.arms.map((arm) => [
          `  ${arm.name}`,
          {
            visitors: count(arm.visitors),
            converted: count(arm.converted),
            rate: percent(arm.rate.rate),
            interval: interval(arm.rate, percent),
            'vs control': arm.change ? `${points(arm.change.difference)} pts` : '—',
            'change interval': arm.change ? interval(arm.change, points) : '—',
          },
        ]),
      ),
      ['visitors', 'converted', 'rate', 'interval', 'vs control', 'change interval'],
      { rowName: 'variant', routeWidth: 24, cellWidth: 18 },
    ),
  );
  if (readout.strata.length > 1) lines.push(...strataText(readout));
  const called = readout.arms.filter((arm) => arm.called).map((arm) => `${arm.name} is ${arm.called} than ${control.name}`);
  lines.push(`Verdict: ${VERDICTS[readout.verdict]}${readout.verdict === 'difference' ? `: ${called.join('; ')}` : ''}`);
  for (const { action, arms } of readout.secondary) {
    lines.push(
      '',
      `${action} (shown, not part of the verdict):`,
      formatTable(
        Object.fromEntries(
          arms.map((arm) => [
            `  ${arm.name}`,
            {
              visitors: count(arm.visitors),
              converted: count(arm.converted),
              rate: percent(arm.rate.rate),
              'vs control': arm.change ? `${points(arm.change.difference)} pts` : '—',
              'change interval': arm.change ? interval(arm.change, points) : '—',
            },
          ]),
        ),
        ['visitors', 'converted', 'rate', 'vs control', 'change interval'],
        { rowName: 'variant', routeWidth: 24, cellWidth: 18 },
      ),
    );
  }
  if (guardrails.length) {
    lines.push(
      '',
      "Guardrails, over each variant's page loads of its routes: its remote's failure rate and the 75th percentile of LCP and INP (ms)",
      formatTable(
        Object.fromEntries(
          guardrails.map((row) => [
            `  ${row.name}`,
            {
              'page loads': count(row.pageLoads),
              'failure rate': `${percent(row.failureRate.rate)} ${interval(row.failureRate, (value) => percent(value, 1))}`,
              'p75 LCP': `${milliseconds(row.LCP.value)} ${interval(row.LCP, milliseconds)}`,
              'p75 INP': `${milliseconds(row.INP.value)} ${interval(row.INP, milliseconds)}`,
            },
          ]),
        ),
        ['page loads', 'failure rate', 'p75 LCP', 'p75 INP'],
        { rowName: 'variant', routeWidth: 24, cellWidth: 22 },
      ),
    );
    for (const row of guardrails)
      if (row.worse.length) lines.push(`!!! ${row.name} is worse than ${control.name} beyond noise: ${row.worse.join(', ')}`);
  }
  const left = [
    leftOut.forced && `${count(leftOut.forced)} page loads where QA forced a variant`,
    leftOut.twoVariants && `${count(leftOut.twoVariants)} page loads that announced two variants`,
    readout.leftOut.noDay && `${count(readout.leftOut.noDay)} conversions that name no day of exposure (sent before pages named it)`,
    readout.leftOut.noExposure &&
      `${count(readout.leftOut.noExposure)} conversions whose visitor's exposure never arrived (of a day and variant with fewer visitors)`,
  ].filter(Boolean);
  if (left.length) lines.push('', `Left out: ${left.join('; ')}`);
  return lines.join('\n');
}

/** What the whole log left out: unreadable lines, lines of another schema version or of preview tabs, batches the collectors refused. */
function logText({ total, unreadable, otherVersion, preview }, firstUnreadable, refusals) {
  const parts = [`${count(total)} lines`];
  if (unreadable) parts.push(`${count(unreadable)} unreadable, the first at ${firstUnreadable}`);
  if (otherVersion) parts.push(`${count(otherVersion)} of another schema version`);
  if (preview) parts.push(`${count(preview)} of preview tabs`);
  const refused = Object.entries(refusals);
  if (refused.length)
    parts.push(
      `${count(refused.reduce((sum, [, batches]) => sum + batches, 0))} batches the collectors refused (${refused.map(([kind, batches]) => `${kind} ${count(batches)}`).join(', ')})`,
    );
  return `Log: ${parts.join('; ')}${parts.length > 1 ? ': left out' : ''}`;
}

/** Reads the log and prints every chosen experiment's read-out; returns the exit status. */
export async function runExperimentReport(args) {
  const { sources, options: given } = parseArguments(args, ['weights', 'remotes', 'experiment', 'since', 'until', 'metric', 'mde', 'html']);
  const options = checkedOptions(given);
  const log = await openEventLog(sources);
  try {
    const { lines, firstUnreadable } = await readableLog(log);
    const window = { since: options.since, until: options.until };
    const experiments = await readExperiments(log, window);
    if (options.experiment && !experiments.has(options.experiment)) {
      throw new ReadOutInputError(
        `--experiment: no exposure to "${options.experiment}" in these logs (${[...experiments.keys()].join(', ') || 'none'})`,
      );
    }
    console.log(logText(lines, firstUnreadable, await readRefusals(log, window)));
    if (!experiments.size) {
      console.log('No exposure in these logs: no experiment to read.');
      return 1;
    }
    let status = 0;
    const pages = [];
    for (const [name, experiment] of experiments) {
      if (options.experiment && name !== options.experiment) continue;
      const counts = countsUpTo(experiment);
      const fallback = fallbackWeights(name, [...counts.variants.keys()], options);
      const settings = { metric: options.metric, mde: options.mde, fallbackWeights: fallback };
      const readout = readOut(counts, settings);
      const guardrails = guardrailReadOut(await readGuardrails(log, name, window), { mde: options.mde, control: readout.control.name });
      console.log(`\n${experimentText(name, readout, { leftOut: experiment.leftOut, guardrails, window })}`);
      if (readout.exit) {
        status = Math.max(status, readout.exit);
        console.error(`experiment-report: "${name}": ${VERDICTS[readout.verdict]}`);
      }
      if (options.html) {
        const days = daysOf(experiment).map((day) => ({ day, readout: readOut(countsUpTo(experiment, day), settings) }));
        pages.push({ name, readout, guardrails, days });
      }
    }
    if (options.html) {
      writeReportPage(options.html, await experimentReportPage(pages));
    }
    return status;
  } finally {
    log.close();
  }
}

await runAsReadOut('experiment-report', import.meta.url, runExperimentReport, USAGE);
