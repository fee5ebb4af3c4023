// An experiment's read-out from its counts (experiment-log.mjs): the split, each variant's rate of the primary
// conversion with its always-valid interval and its change from the control, compared within each stratum of a
// ramp and combined (stratified.mjs), the verdict, the plan and the guardrails. Pure, so the simulations in
// scripts/__tests__ read it day by day as a team would.
import { alwaysValidDifference, alwaysValidRate, plannedVisitors, quantileInterval, sampleRatioEvidence } from './sequential.mjs';
import { stratifiedDifference } from './stratified.mjs';

/** The control's usual name: taken as the control when no split says which variant is first. */
export const CONTROL = 'control';

export const DEFAULTS = Object.freeze({
  /** The verdict's error rate, however often it is read. */
  alpha: 0.05,
  /** The split check's: a mismatch stops the read-out, so it must almost never be false. */
  splitAlpha: 0.001,
  /** The conversion the verdict is about; the others are shown, and decide nothing. */
  metric: 'get-started',
  /** The smallest lift worth finding, in points: it tunes the intervals and sizes the plan. */
  mde: 1,
  power: 0.8,
});

/**
 * Below this many conversions, or visitors who did not convert, in any variant, the normal approximation the
 * intervals rest on does not hold yet: the read-out says "too little data" instead of a verdict.
 */
export const MIN_OUTCOMES = 20;

/** What each verdict tells the team. */
export const VERDICTS = Object.freeze({
  mismatch: 'DO NOT READ: the visitors are not split as intended (see above)',
  'too-little-data': `Too little data yet: no verdict until each variant has ${MIN_OUTCOMES} visitors who converted and ${MIN_OUTCOMES} who did not`,
  difference: 'A difference, beyond what chance gives (however often this was read)',
  'no-difference': 'No difference found (yet)',
});

/**
 * The control and the order of the variants: the control is the first variant of the split (remotes.json's order,
 * which each exposure's weights keep), whatever its name. With no split known, `control` if there is one, else the
 * first by name, and `assumed` says so.
 */
export function controlAndOrder(variantNames, splits, fallbackWeights) {
  const orders = [...splits.map(({ weights }) => weights).filter(Boolean), ...(fallbackWeights ? [fallbackWeights] : [])].map(Object.keys);
  const byName = [...variantNames].sort((a, b) => a.localeCompare(b));
  const control = orders[0]?.[0] ?? (variantNames.includes(CONTROL) ? CONTROL : byName[0]);
  const order = [...new Set([control, ...orders.flat(), ...byName])].filter((name) => variantNames.includes(name));
  return { control, order, assumed: !orders.length };
}

/**
 * The split each group of visitors was drawn from: its own (recorded at assignment), or for visitors assigned
 * before that was recorded, `fallback` (--weights, remotes.json), else equal weights.
 */
const splitOf = (weights, names, fallback) => weights ?? fallback ?? Object.fromEntries(names.map((name) => [name, 1]));

function splitsWithWeights(splits, names, fallback) {
  return splits.map(({ weights, counts }) => {
    const split = splitOf(weights, names, fallback);
    const variants = [...new Set([...Object.keys(split), ...Object.keys(counts)])];
    return variants.map((variant) => ({ variant, weight: split[variant] ?? 0, count: counts[variant] ?? 0 }));
  });
}

/** `{ successes, trials }` of a variant in a stratum, for conversions of kind `action`. */
const armOf = (stratum, name, action) => {
  const arm = stratum.variants[name];
  return { successes: arm?.conversions[action] ?? 0, trials: arm?.visitors ?? 0 };
};

/** Each variant's change from the control in conversions of kind `action`, combined over the strata. */
function changes(counts, names, control, action, { alpha, tau }) {
  return new Map(
    names
      .filter((name) => name !== control)
      .map((name) => [
        name,
        stratifiedDifference(
          counts.strata.map((stratum) => ({ variant: armOf(stratum, name, action), control: armOf(stratum, control, action) })),
          { alpha, tau },
        ),
      ]),
  );
}

/**
 * @param {{ variants: Map<string, { visitors: number, fellBack: number, conversions: Record<string, number> }>, splits: object[], strata: object[] }} counts
 * @param {{ metric?: string, mde?: number, alpha?: number, splitAlpha?: number, power?: number, fallbackWeights?: Record<string, number> | null }} options
 */
export function readOut(counts, options = {}) {
  const { metric, mde, alpha, splitAlpha, power } = { ...DEFAULTS, ...options };
  const tau = mde / 100;
  const {
    control: controlName,
    order: names,
    assumed,
  } = controlAndOrder([...counts.variants.keys()], counts.splits, options.fallbackWeights);
  const splits = splitsWithWeights(counts.splits, names, options.fallbackWeights);
  const split = sampleRatioEvidence(splits, { alpha: splitAlpha });
  const total = names.reduce((sum, name) => sum + counts.variants.get(name).visitors, 0);
  const meant = Object.fromEntries(names.map((name) => [name, 0]));
  for (const stratum of splits) {
    const weightSum = stratum.reduce((sum, { weight }) => sum + weight, 0);
    const visitors = stratum.reduce((sum, { count }) => sum + count, 0);
    for (const { variant, weight } of stratum) meant[variant] = (meant[variant] ?? 0) + (weightSum ? (visitors * weight) / weightSum : 0);
  }

  const control = counts.variants.get(controlName);
  const comparisons = Math.max(1, names.length - 1);
  const settings = { alpha: alpha / comparisons, tau };
  const primary = changes(counts, names, controlName, metric, settings);
  const arm = (name) => {
    const { visitors, fellBack, conversions } = counts.variants.get(name);
    const converted = conversions[metric] ?? 0;
    const row = { name, visitors, fellBack, converted, rate: alwaysValidRate(converted, visitors, { alpha, tau }) };
    const change = primary.get(name);
    if (!change || !Number.isFinite(change.difference)) return row;
    return { ...row, change, called: change.low > 0 ? 'better' : change.high < 0 ? 'worse' : null };
  };
  const arms = names.map(arm);
  const tooLittle =
    !control || arms.length < 2 || arms.some(({ visitors, converted }) => converted < MIN_OUTCOMES || visitors - converted < MIN_OUTCOMES);

  const baseline = control?.visitors ? (control.conversions[metric] ?? 0) / control.visitors : null;
  const shares = names.map((name) => meant[name] || 1);
  // Sized from the control's rate so far (a rate of 0 as one visitor in a thousand): the plan firms up as data comes.
  const plannable = names.length > 1 && baseline !== null && baseline + tau < 1;
  const needed = plannable ? plannedVisitors({ baseline: Math.max(baseline, 0.001), mde: tau, alpha, power, shares }) : null;

  const verdict = split.mismatch
    ? 'mismatch'
    : tooLittle
      ? 'too-little-data'
      : arms.some((row) => row.called)
        ? 'difference'
        : 'no-difference';
  return {
    verdict,
    /** 0: read it; 1: do not read it (a mismatch, or too little data). */
    exit: verdict === 'mismatch' || verdict === 'too-little-data' ? 1 : 0,
    metric,
    mde,
    alpha,
    total,
    control: { name: controlName, assumed },
    arms,
    strata: strataReadOut(counts, names, controlName, metric, primary, options.fallbackWeights),
    /** Conversions the counts could not give a visitor (experiment-log.mjs). */
    leftOut: counts.leftOut ?? { noDay: 0, noExposure: 0 },
    split: { ...split, meant },
    plan: { baseline, needed, reached: needed !== null && total >= needed },
    secondary: secondaryConversions(counts, names, controlName, metric, { alpha, tau, settings }),
  };
}

/** Each stratum as the team sees it: its splits, its days, each variant's visitors and rate, and its own change. */
function strataReadOut(counts, names, control, metric, primary, fallback) {
  return counts.strata.map((stratum, index) => ({
    splits: stratum.splits.map((weights) => splitOf(weights, names, fallback)),
    days: stratum.days,
    visitors: Object.values(stratum.variants).reduce((sum, { visitors }) => sum + visitors, 0),
    arms: names.map((name) => {
      const { successes, trials } = armOf(stratum, name, metric);
      const change = primary.get(name)?.strata[index];
      return {
        name,
        visitors: trials,
        converted: successes,
        rate: trials ? successes / trials : NaN,
        change: name === control ? null : change,
      };
    }),
  }));
}

/** The other kinds of conversion, each variant's rate and change: shown, and deciding nothing. */
function secondaryConversions(counts, names, control, metric, { alpha, tau, settings }) {
  const actions = [...new Set(names.flatMap((name) => Object.keys(counts.variants.get(name).conversions)))].filter(
    (action) => action !== metric,
  );
  return actions.sort().map((action) => {
    const changed = changes(counts, names, control, action, settings);
    return {
      action,
      arms: names.map((name) => {
        const { visitors, conversions } = counts.variants.get(name);
        const converted = conversions[action] ?? 0;
        const change = changed.get(name);
        return {
          name,
          visitors,
          converted,
          rate: alwaysValidRate(converted, visitors, { alpha, tau }),
          change: change && Number.isFinite(change.difference) ? change : null,
        };
      }),
    };
  });
}

/**
 * Each variant's guardrails against the control's: its remote's failure rate (always-valid interval of the
 * change), and the 75th percentile of LCP and INP over its page loads (distribution-free intervals). A variant
 * worse than the control beyond noise is flagged.
 * @param {Map<string, { pageLoads: number, failed: number, LCP: number[], INP: number[] }>} guardrails
 */
export function guardrailReadOut(guardrails, { alpha = DEFAULTS.alpha, mde = DEFAULTS.mde, control: controlName = CONTROL } = {}) {
  const control = guardrails.get(controlName);
  const names = [...guardrails.keys()].sort((a, b) => (a === controlName ? -1 : b === controlName ? 1 : a.localeCompare(b)));
  // Two vitals and a rate per variant: each interval at its share of alpha.
  const each = alpha / 3;
  return names.map((name) => {
    const { pageLoads, failed, LCP, INP } = guardrails.get(name);
    const row = {
      name,
      pageLoads,
      failed,
      failureRate: alwaysValidRate(failed, pageLoads, { alpha: each, tau: mde / 100 }),
      LCP: quantileInterval(LCP, 0.75, each),
      INP: quantileInterval(INP, 0.75, each),
      worse: [],
    };
    if (name === controlName || !control) return row;
    if (pageLoads && control.pageLoads) {
      const change = alwaysValidDifference(
        { successes: failed, trials: pageLoads },
        { successes: control.failed, trials: control.pageLoads },
        { alpha: each, tau: mde / 100 },
      );
      if (change.low > 0) row.worse.push('failure rate');
    }
    for (const metric of ['LCP', 'INP']) {
      const controlInterval = quantileInterval(control[metric], 0.75, each);
      if (row[metric].low > controlInterval.high) row.worse.push(`p75 ${metric}`);
    }
    return row;
  });
}
