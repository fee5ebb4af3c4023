// The canary's page (--html): the ramp over time, each measure's interval (canary − stable, over all steps) at
// each reading against its margin, and the latest reading's figures.
import { CHART_COLOURS, escape, reportPage, svgOf } from '@callvera/read-outs/report-page';
import { VERDICT_WORDS, wordsOf } from './canary-report.mjs';

const TIME_AXIS = { field: 'at', type: 'temporal', title: 'Read at (UTC)', scale: { type: 'utc' }, axis: { format: '%b %d %H:%M' } };
const finite = (value) => typeof value === 'number' && Number.isFinite(value);
const points = (value) => (finite(value) ? `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}` : '—');
const rate = (side) =>
  side?.trials ? `${((side.successes / side.trials) * 100).toFixed(2)}% of ${side.trials.toLocaleString('en-US')}` : '—';

/** The share of visitors on the canary at each reading: given with it, or that of its evidence. */
const shareOf = (reading) => reading.share ?? reading.evidence?.share;

function rampChart(history) {
  const values = history
    .filter((reading) => finite(shareOf(reading)))
    .map((reading) => ({ at: reading.at, share: shareOf(reading) / 100 }));
  return svgOf(
    {
      data: { values },
      mark: { type: 'line', interpolate: 'step-after', point: true, color: CHART_COLOURS[0] },
      encoding: {
        x: TIME_AXIS,
        y: {
          field: 'share',
          type: 'quantitative',
          title: 'Share of visitors on the canary',
          scale: { domain: [0, 1] },
          axis: { format: '.0%' },
        },
      },
      height: 160,
    },
    "The ramp: the canary's share of visitors at each reading",
  );
}

function intervalCharts(history, names) {
  const values = history.flatMap(({ at, evidence }) =>
    (evidence?.measures ?? [])
      .filter((measure) => names.includes(measure.name) && finite(measure.low) && finite(measure.high))
      .map((measure) => ({
        at,
        measure: measure.name,
        difference: measure.difference * 100,
        low: measure.low * 100,
        high: measure.high * 100,
        // The margin on the side where the canary is worse.
        margin: (measure.worse === 'lower' ? -measure.margin : measure.margin) * 100,
      })),
  );
  return svgOf(
    {
      data: { values },
      facet: {
        row: {
          field: 'measure',
          type: 'nominal',
          title: null,
          sort: names,
          header: { labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', labelFontSize: 13 },
        },
      },
      spec: {
        width: 520,
        height: 140,
        layer: [
          {
            mark: { type: 'area', opacity: 0.2, color: CHART_COLOURS[0] },
            encoding: { x: TIME_AXIS, y: { field: 'low', type: 'quantitative', title: 'Canary − stable (points)' }, y2: { field: 'high' } },
          },
          {
            mark: { type: 'line', point: true, color: CHART_COLOURS[0] },
            encoding: { x: TIME_AXIS, y: { field: 'difference', type: 'quantitative' } },
          },
          {
            mark: { type: 'rule', strokeDash: [6, 4], color: CHART_COLOURS[1] },
            encoding: { y: { field: 'margin', type: 'quantitative', aggregate: 'max' } },
          },
          { mark: { type: 'rule', color: '#767676' }, encoding: { y: { datum: 0 } } },
        ],
      },
      resolve: { scale: { y: 'independent' } },
      width: undefined,
      height: undefined,
    },
    "Each measure's canary − stable at each reading, with its always-valid interval; dashed, the margin on the side of harm",
  );
}

function latestTable(reading) {
  const rows = (reading.evidence?.measures ?? []).map(
    (
      measure,
    ) => `<tr><th scope="row">${escape(measure.name)}</th><td>${escape(measure.worse ?? '')}</td><td>${escape(rate(measure.stable))}</td><td>${escape(rate(measure.canary))}</td>
<td>${points(measure.difference)} [${points(measure.low)}, ${points(measure.high)}]</td><td${measure.verdict === 'regressed' ? ' class="flag"' : ''}>${escape(wordsOf(measure))}</td></tr>`,
  );
  return `<table><caption>The latest reading, ${escape(reading.at)}: ${escape(VERDICT_WORDS[reading.evidence?.verdict] ?? reading.evidence?.verdict ?? '')}</caption>
<thead><tr><th scope="col">Measure</th><th scope="col">Worse when</th><th scope="col">Stable</th><th scope="col">Canary</th><th scope="col">Canary − stable, points [interval]</th><th scope="col">Verdict</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function readingsTable(history) {
  const rows = history.map(
    (reading) =>
      `<tr><th scope="row">${escape(reading.at)}</th><td>${finite(shareOf(reading)) ? `${shareOf(reading)}%` : '—'}</td><td${reading.evidence?.verdict === 'regressed' ? ' class="flag"' : ''}>${escape(VERDICT_WORDS[reading.evidence?.verdict] ?? reading.evidence?.verdict ?? '—')}</td></tr>`,
  );
  return `<table><caption>Every reading</caption><thead><tr><th scope="col">Read at</th><th scope="col">Canary's share</th><th scope="col">Verdict</th></tr></thead><tbody>${rows.join('\n')}</tbody></table>`;
}

/**
 * The page of a canary's readings, oldest first: each `{ at, share?, evidence: { verdict, measures } }` (as the
 * release history keeps them).
 */
export async function canaryPage(history) {
  if (!history.length) return reportPage('Canary', 'release-remote.mjs canary-status --html', ['<p>No reading yet.</p>']);
  const latest = history.at(-1);
  const names = (latest.evidence?.measures ?? []).filter((measure) => measure.readies !== false).map((measure) => measure.name);
  const sections = [
    `<section><h2>The ramp</h2><figure>${await rampChart(history)}</figure></section>`,
    `<section><h2>The evidence</h2><figure>${await intervalCharts(history, names)}</figure>${latestTable(latest)}</section>`,
    `<section><h2>Readings</h2>${readingsTable(history)}</section>`,
  ];
  return reportPage('Canary', 'release-remote.mjs canary-status --html', sections);
}
