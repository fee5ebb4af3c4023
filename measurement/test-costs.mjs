// What each end-to-end spec cost in a run, from the JSON reports Playwright writes (e2e/playwright.config.ts): the
// time of every test of a spec file added up, retries and the file's hooks included (a hook runs inside the test it
// precedes or follows), costliest first. npm test prints it beside its steps' times (scripts/test-all.sh).
import { existsSync, readFileSync } from 'node:fs';
import { answerHelp } from '@callvera/checkout/command-usage';

export const USAGE = `usage: node scripts/spec-times.mjs REPORT.json [REPORT.json …] [--top N]
Each spec file of Playwright's JSON reports (npm test writes e2e-reads.json, e2e.json and bucket.json in
.cache/test-costs/) with the time its tests took, costliest first; --top N prints the N costliest only. Exits 1 naming a
report that is missing, is not Playwright's, or holds no test that ran.`;

/** Every test result of a suite and the suites inside it. */
function* resultsOf(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield* test.results ?? [];
  for (const inner of suite.suites ?? []) yield* resultsOf(inner);
}

/**
 * Each spec file's cost in one report: `{ file, ms, tests }`, where `tests` counts the results that ran (a skipped
 * test has one with status "skipped" and no time of its own).
 * @param {{ suites?: object[] }} report  Playwright's JSON report
 * @param {string} source  where the report was read (in a message)
 */
export function specTimesOf(report, source) {
  if (!Array.isArray(report?.suites)) throw new Error(`${source} is not a Playwright JSON report (it has no "suites")`);
  return report.suites.map((suite) => {
    const results = [...resultsOf(suite)].filter(({ status }) => status !== 'skipped');
    return { file: suite.file ?? suite.title, ms: results.reduce((total, { duration = 0 }) => total + duration, 0), tests: results.length };
  });
}

/** The specs of several reports, costliest first; a file in two reports is two rows, each named by its report. */
export function costliestSpecs(reports) {
  return reports
    .flatMap(({ name, source = name, report }) => specTimesOf(report, source).map((row) => ({ ...row, report: name })))
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The table npm test prints: a row a spec, then the total. */
export function specTimesTable(rows, { top = rows.length } = {}) {
  const total = rows.reduce((sum, { ms }) => sum + ms, 0);
  const shown = rows.slice(0, top);
  const lines = shown.map(({ file, ms, tests, report }) => `  ${minutes(ms)}  ${file} (${report}, ${tests} test${tests === 1 ? '' : 's'})`);
  const rest = rows.length - shown.length;
  if (rest > 0) lines.push(`  … and ${rest} more spec${rest === 1 ? '' : 's'}`);
  lines.push(`  ${minutes(total)}  in all, ${rows.length} spec${rows.length === 1 ? '' : 's'}`);
  return lines.join('\n');
}

/** The command: reads the reports given, prints the table; a report that cannot be read or ran nothing is an error. */
export function main(args) {
  answerHelp(USAGE, args);
  const topAt = args.indexOf('--top');
  const top = topAt >= 0 ? Number(args[topAt + 1]) : undefined;
  if (topAt >= 0 && !(Number.isInteger(top) && top > 0))
    return fail(`--top takes a whole number above 0, not "${args[topAt + 1] ?? ''}"`, 2);
  const files = args.filter((_, index) => topAt < 0 || (index !== topAt && index !== topAt + 1));
  if (!files.length) return fail(USAGE, 2);
  try {
    const reports = files.map((file) => {
      if (!existsSync(file)) throw new Error(`${file} does not exist: Playwright writes it as the end-to-end tests run`);
      const name = file.replace(/^.*[/\\]/, '').replace(/\.json$/, '');
      try {
        return { name, source: file, report: JSON.parse(readFileSync(file, 'utf8')) };
      } catch (error) {
        throw new Error(`${file} is not a Playwright JSON report (${error.message})`, { cause: error });
      }
    });
    const rows = costliestSpecs(reports);
    const empty = reports.find(({ name }) => !rows.some((row) => row.report === name && row.tests > 0));
    if (empty) throw new Error(`${empty.source} holds no test that ran: a check that ran nothing has no cost to show`);
    console.log(`Spec times, costliest first:\n${specTimesTable(rows, { top })}`);
    return 0;
  } catch (error) {
    return fail(error.message, 1);
  }
}

function fail(message, status) {
  console.error(message);
  return status;
}
