// The experiment report as one self-contained page (--html): per experiment, the conversion rate over time with
// its always-valid band, the split over time against the one meant, and the guardrails.
import { VERDICTS } from './experiment-readout.mjs';
import { CHART_COLOURS, DAY_AXIS, escape, p75Charts, reportPage, svgOf } from './report-page.mjs';

const colour = (variants) => ({ field: 'variant', type: 'nominal', title: 'Variant', scale: { domain: variants, range: CHART_COLOURS } });

function rateChart(name, days, variants) {
  const values = days.flatMap(({ day, readout }) =>
    readout.arms
      .filter((arm) => arm.visitors)
      .map((arm) => ({ day, variant: arm.name, rate: arm.rate.rate, low: arm.rate.low, high: arm.rate.high })),
  );
  const metric = days.at(-1)?.readout.metric ?? '';
  // The first days' bands are wide: the scale follows the rates, and the bands are cut at its edge.
  const top = Math.min(1, 2.5 * Math.max(0.001, ...values.map(({ rate }) => rate)));
  const y = { type: 'quantitative', scale: { domain: [0, top] } };
  return svgOf(
    {
      data: { values },
      layer: [
        { mark: { type: 'area', opacity: 0.18, clip: true }, encoding: { y: { ...y, field: 'low' }, y2: { field: 'high' } } },
        {
          mark: { type: 'line', point: true, clip: true },
          encoding: { y: { ...y, field: 'rate', title: `${metric} rate`, axis: { format: '.1%' } } },
        },
      ],
      encoding: { x: DAY_AXIS, color: colour(variants) },
    },
    `${name}: ${metric} rate per variant over time, with its always-valid band`,
  );
}

function splitChart(name, days, variants) {
  const values = days.flatMap(({ day, readout }) =>
    readout.arms.flatMap((arm) => [
      { day, variant: arm.name, share: arm.visitors / readout.total, kind: 'seen' },
      { day, variant: arm.name, share: readout.split.meant[arm.name] / readout.total, kind: 'meant' },
    ]),
  );
  return svgOf(
    {
      data: { values },
      mark: { type: 'line', point: true },
      encoding: {
        x: DAY_AXIS,
        y: { field: 'share', type: 'quantitative', title: 'Share of visitors', axis: { format: '.0%' } },
        color: colour(variants),
        strokeDash: {
          field: 'kind',
          type: 'nominal',
          title: 'Share',
          scale: {
            domain: ['seen', 'meant'],
            range: [
              [1, 0],
              [6, 4],
            ],
          },
        },
      },
    },
    `${name}: each variant's share of visitors over time, seen and meant`,
  );
}

function guardrailChart(name, guardrails, variants) {
  const values = guardrails.flatMap((row) =>
    ['LCP', 'INP']
      .filter((metric) => Number.isFinite(row[metric].value))
      .map((metric) => ({ variant: row.name, metric: `p75 ${metric}`, ...row[metric] })),
  );
  return p75Charts(
    values,
    {
      layer: [
        { mark: { type: 'point', filled: true, size: 80 }, encoding: { x: { field: 'value', type: 'quantitative', title: 'ms' } } },
        { mark: 'rule', encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
      ],
      encoding: { y: { field: 'variant', type: 'nominal', title: null }, color: colour(variants) },
    },
    'x',
    `${name}: 75th percentile of LCP and INP per variant, with intervals`,
  );
}

const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(2)}%` : '—');

/** A split as `control 90 / annual-first 10`. */
export const splitText = (weights) =>
  Object.entries(weights)
    .map(([variant, weight]) => `${variant} ${weight}`)
    .join(' / ');

/** A stratum's days (UTC) as `2026-11-01 to 2026-11-07 (7 days)`; they need not follow one another. */
export const daysText = (days) => (days.length === 1 ? days[0] : `${days[0]} to ${days.at(-1)} (${days.length} days)`);

/** The strata of a ramp: each split's days, visitors, and each variant's change from the control within them. */
function strataTable(readout) {
  if (readout.strata.length < 2) return '';
  const others = readout.arms.filter((arm) => arm.name !== readout.control.name).map((arm) => arm.name);
  const rows = readout.strata
    .map((stratum) => {
      const cells = others.map((name) => {
        const { change } = stratum.arms.find((arm) => arm.name === name);
        return `<td>${change && Number.isFinite(change.difference) ? `${percent(change.difference)} (${percent(change.low)} to ${percent(change.high)})` : '—'}</td>`;
      });
      return `<tr><th scope="row">${escape(stratum.splits.map(splitText).join(' then '))}</th><td>${escape(daysText(stratum.days))}</td><td>${stratum.visitors}</td>${cells.join('')}</tr>`;
    })
    .join('');
  return `<table><caption>The split changed (a ramp): each variant compared with ${escape(readout.control.name)} within the days of each split, then combined</caption>
<thead><tr><th scope="col">Split</th><th scope="col">Days of exposure (UTC)</th><th scope="col">Visitors</th>${others.map((name) => `<th scope="col">${escape(name)} vs ${escape(readout.control.name)}</th>`).join('')}</tr></thead>
<tbody>${rows}</tbody></table>`;
}

async function experimentSection(index, { name, readout, guardrails, days }) {
  const variants = readout.arms.map((arm) => arm.name);
  const heading = `experiment-${index}`;
  const rows = readout.arms
    .map(
      (arm) =>
        `<tr><th scope="row">${escape(arm.name)}</th><td>${arm.visitors}</td><td>${arm.converted}</td><td>${percent(arm.rate.rate)}</td><td>${percent(arm.rate.low)} to ${percent(arm.rate.high)}</td><td>${arm.change ? `${percent(arm.change.difference)} (${percent(arm.change.low)} to ${percent(arm.change.high)})` : '—'}</td></tr>`,
    )
    .join('');
  const worse = guardrails
    .filter((row) => row.worse.length)
    .map((row) => `<p class="flag">${escape(row.name)} is worse than the control beyond noise: ${escape(row.worse.join(', '))}</p>`);
  return `<section aria-labelledby="${heading}">
<h2 id="${heading}">Experiment “${escape(name)}”</h2>
<p class="verdict">${escape(VERDICTS[readout.verdict])}${
    readout.arms.some((arm) => arm.called)
      ? `: ${escape(
          readout.arms
            .filter((arm) => arm.called)
            .map((arm) => `${arm.name} is ${arm.called} than the control`)
            .join('; '),
        )}`
      : ''
  }. ${readout.total} visitors${readout.plan.needed ? ` of the ${readout.plan.needed} planned` : ''}.</p>
<p>Control: ${escape(readout.control.name)}${readout.control.assumed ? ', taken as the control: no split recorded says which variant is first' : ', the first variant of the split'}. A visitor's day is the UTC day its exposure was sent; its conversions count with it.</p>
<table><caption>${escape(readout.metric)}: rates and changes with always-valid ${Math.round((1 - readout.alpha) * 100)}% intervals</caption>
<thead><tr><th scope="col">Variant</th><th scope="col">Visitors</th><th scope="col">Converted</th><th scope="col">Rate</th><th scope="col">Interval</th><th scope="col">Change vs control</th></tr></thead>
<tbody>${rows}</tbody></table>
${strataTable(readout)}
<figure>${await rateChart(name, days, variants)}<figcaption>The ${escape(readout.metric)} rate of each variant's visitors so far, day by day (UTC days); the band is its always-valid interval.</figcaption></figure>
<figure>${await splitChart(name, days, variants)}<figcaption>Each variant's share of visitors so far (solid) against the share its split meant (dashed).</figcaption></figure>
${guardrails.some((row) => row.LCP.value || row.INP.value) ? `<figure>${await guardrailChart(name, guardrails, variants)}<figcaption>Guardrails: the 75th percentile of LCP and INP over each variant's page loads, with distribution-free intervals.</figcaption></figure>` : ''}
${worse.join('\n')}
</section>`;
}

/** The whole page: one section per experiment. */
export async function experimentReportPage(experiments) {
  const sections = [];
  for (const [index, experiment] of experiments.entries()) sections.push(await experimentSection(index, experiment));
  return reportPage('Experiment report', 'npm run experiment-report', sections);
}
