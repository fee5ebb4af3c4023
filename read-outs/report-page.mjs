// The read-outs' pages (--html): one self-contained file, no script and nothing fetched. Charts are Vega-Lite specs
// rendered to SVG here by Vega (no canvas, no network), so the page opens anywhere, offline.

export const escape = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Colours with at least 3:1 contrast on white, told apart by shape too (the legend names each line). */
export const CHART_COLOURS = ['#1f5fbf', '#b34700', '#2e7d32', '#7b1fa2', '#8d6e00'];

/** The x axis of a chart over time: one point a UTC day. */
export const DAY_AXIS = { field: 'day', type: 'temporal', title: 'Day' };

/**
 * The 75th percentiles of LCP and INP side by side, each on its own scale (`values` carry `metric`: "p75 LCP"),
 * one small chart each, drawn by `spec`; `along` is the channel the milliseconds run along.
 */
export function p75Charts(values, spec, along, title) {
  return svgOf(
    {
      data: { values },
      facet: { column: { field: 'metric', type: 'nominal', title: null } },
      spec: { width: 240, height: 160, ...spec },
      resolve: { scale: { [along]: 'independent' } },
      width: undefined,
      height: undefined,
    },
    title,
  );
}

export async function svgOf(spec, title) {
  // Loaded when a chart is drawn (--html): a read-out without a page does not load the renderer.
  const [vega, { compile }] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(
    vega.parse(compile({ $schema: 'https://vega.github.io/schema/vega-lite/v6.json', width: 560, height: 220, ...spec }).spec),
    {
      renderer: 'none',
    },
  );
  const svg = await view.toSVG();
  view.finalize();
  // One accessible name for the chart; the figure's caption and the table beside it say what it shows.
  return svg.replace('<svg ', `<svg role="img" aria-label="${escape(title)}" `);
}

/** A read-out's page: its title, the command that wrote it, and its sections (HTML). */
export function reportPage(title, command, sections) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
header, main, footer { max-width: 62rem; margin: 0 auto; padding: 1rem; }
table { border-collapse: collapse; margin: 1rem 0; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: right; }
th[scope="row"], thead th { text-align: left; }
figure { margin: 1.5rem 0; }
figure svg { max-width: 100%; height: auto; }
.flag { color: #a30000; font-weight: 600; }
</style>
</head>
<body>
<header><h1>${escape(title)}</h1></header>
<main>
${sections.join('\n')}
</main>
<footer><p>Written by ${escape(command)} on ${new Date().toISOString().slice(0, 10)}.</p></footer>
</body>
</html>
`;
}
