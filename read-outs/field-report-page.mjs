// The field report as one self-contained page (--html): per remote, the share of its own LCP and INP rated not good
// and their 75th percentile in each release, and its failure rate day by day, one line per release.
import { compareReleases, JUDGED_VITALS } from './release-comparison.mjs';
import { CHART_COLOURS, DAY_AXIS, escape, p75Charts, reportPage, svgOf } from './report-page.mjs';

function vitalsChart(remote, releases) {
  const values = releases.flatMap(({ release, vitals }) =>
    JUDGED_VITALS.filter((metric) => Number.isFinite(vitals[metric]?.p75)).map((metric) => ({
      release,
      metric: `p75 ${metric}`,
      value: vitals[metric].p75,
    })),
  );
  return p75Charts(
    values,
    {
      mark: { type: 'bar', color: CHART_COLOURS[0] },
      encoding: {
        x: { field: 'release', type: 'ordinal', sort: releases.map(({ release }) => release), title: 'Release' },
        y: { field: 'value', type: 'quantitative', title: 'ms' },
      },
    },
    'y',
    `${remote}: 75th percentile of its own LCP and INP, release by release`,
  );
}

/** What the flag judges: the share of each release's page loads whose own LCP and INP were rated not good. */
function notGoodChart(remote, releases) {
  const values = releases.flatMap(({ release, vitals }) =>
    JUDGED_VITALS.filter((metric) => vitals[metric]?.pageLoads).map((metric) => ({
      release,
      metric,
      share: vitals[metric].notGood / vitals[metric].pageLoads,
    })),
  );
  return svgOf(
    {
      data: { values },
      mark: 'bar',
      encoding: {
        x: { field: 'release', type: 'ordinal', sort: releases.map(({ release }) => release), title: 'Release' },
        xOffset: { field: 'metric' },
        y: { field: 'share', type: 'quantitative', title: 'Rated poor or needs-improvement', axis: { format: '.0%' } },
        color: { field: 'metric', type: 'nominal', title: 'Vital', scale: { range: CHART_COLOURS } },
      },
    },
    `${remote}: share of its page loads whose own LCP and INP were rated poor or needs-improvement, release by release`,
  );
}

function failureChart(remote, failures) {
  const values = failures.flatMap(({ release, days }) =>
    [...days].map(([day, { pageLoads, failed }]) => ({ release, day, rate: pageLoads ? failed / pageLoads : 0 })),
  );
  return svgOf(
    {
      data: { values },
      mark: { type: 'line', point: true },
      encoding: {
        x: DAY_AXIS,
        y: { field: 'rate', type: 'quantitative', title: 'Failure rate', axis: { format: '.1%' } },
        color: { field: 'release', type: 'nominal', title: 'Release', scale: { range: CHART_COLOURS } },
      },
    },
    `${remote}: failure rate day by day, per release`,
  );
}

async function remoteSection(index, { remote, releases, failures }) {
  const heading = `remote-${index}`;
  const flagged = compareReleases(releases).filter(({ worse }) => worse.length);
  const hasVitals = releases.some(({ vitals }) => JUDGED_VITALS.some((metric) => Number.isFinite(vitals[metric]?.p75)));
  return `<section aria-labelledby="${heading}">
<h2 id="${heading}">${escape(remote)}</h2>
${flagged.map(({ before, after, worse }) => `<p class="flag">${escape(`${after} is worse than ${before} beyond noise: ${worse.join(', ')}`)}</p>`).join('\n')}
${hasVitals ? `<figure>${await notGoodChart(remote, releases)}<figcaption>The share of the page loads ${escape(remote)} is blamed for whose LCP, and INP, web-vitals rated poor or needs-improvement, in each release: what the flag judges.</figcaption></figure>` : ''}
${hasVitals ? `<figure>${await vitalsChart(remote, releases)}<figcaption>The 75th percentile of the LCP and INP of the page loads ${escape(remote)} is blamed for, in each release.</figcaption></figure>` : ''}
${failures.length ? `<figure>${await failureChart(remote, failures)}<figcaption>The share of page loads that needed ${escape(remote)} on which it failed, day by day, one line per release.</figcaption></figure>` : ''}
</section>`;
}

/** The whole page: one section per remote. */
export async function fieldReportPage(remotes) {
  const sections = [];
  for (const [index, remote] of remotes.entries()) sections.push(await remoteSection(index, remote));
  return reportPage('Field report', 'npm run field-report', sections);
}
