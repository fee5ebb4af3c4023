import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/site-test';
import { axeFindings } from '../support/axe-findings';

// The growth team's chart page (npm run experiment-report -- --html), as a browser shows it: readable at a
// phone's width and a desk's, with nothing an accessibility checker finds.

const folder = mkdtempSync(path.join(tmpdir(), 'experiment-report-page-'));
const report = path.join(folder, 'report.html');

/** Node's own run of a module's code (the simulation is an ES module with top-level await, which this test runner cannot load). */
const node = (...args: string[]) => spawnSync(process.execPath, args, { encoding: 'utf8' });

test.beforeAll(() => {
  // A month of a 10%-then-50% ramp where annual-first converts better, read as the growth team reads it.
  const log = path.join(folder, 'field-events.log');
  const scenario = {
    file: log,
    runs: 1,
    visitors: 9000,
    seed: 11,
    prefix: 'pricing',
    conversion: { control: 0.01, 'annual-first': 0.03 },
    splits: [
      { fromDay: 0, weights: { control: 90, 'annual-first': 10 } },
      { fromDay: 10, weights: { control: 50, 'annual-first': 50 } },
    ],
  };
  const simulation = require.resolve('@callvera/read-outs/testing/simulated-visitors');
  const written = node(
    '--input-type=module',
    '-e',
    `await (await import(${JSON.stringify(simulation)})).writeSimulatedLog(${JSON.stringify(scenario)});`,
  );
  expect(written.status, written.stderr).toBe(0);
  const run = node(require.resolve('@callvera/read-outs/experiment-report'), '--html', report, log);
  expect(run.status, run.stderr).toBe(0);
});

for (const width of [375, 1280]) {
  test(`the report page at ${width} px shows the verdict, the rate over time and the split, and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(readFileSync(report, 'utf8'));
    await expect(page.getByRole('heading', { level: 1, name: 'Experiment report' })).toBeVisible();
    const experiment = page.getByRole('region', { name: 'Experiment “pricing-0”' });
    await expect(experiment.getByText(/annual-first is better than the control/)).toBeVisible();
    await expect(experiment.getByRole('img', { name: /get-started rate per variant over time, with its always-valid band/ })).toBeVisible();
    await expect(experiment.getByRole('img', { name: /share of visitors over time, seen and meant/ })).toBeVisible();
    await expect(experiment.getByRole('table', { name: /get-started: rates and changes/ }).getByRole('row')).toHaveCount(3);
    // The ramp's two splits, each compared within its own days.
    const strata = experiment.getByRole('table', { name: /The split changed \(a ramp\)/ });
    await expect(strata.getByRole('row')).toHaveCount(3);
    await expect(strata.getByRole('rowheader', { name: 'control 90 / annual-first 10' })).toBeVisible();
    await expect(experiment.getByText(/Control: control, the first variant of the split/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`report-${width}.png`), fullPage: true });
    expect(await axeFindings(page)).toEqual([]);
  });
}
