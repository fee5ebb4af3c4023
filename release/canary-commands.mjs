// The release tool's canary commands, on a canary site (canary-site.mjs) of either store.
import { ReadOutInputError, writeReportPage } from '@callvera/read-outs/read-out-program';
import { canaryEvidence, canaryPage } from './canary-evidence.mjs';
import { DEFAULT_MARGINS, NO_PAGE_LOADS_AFTER_HOURS } from './canary-evidence/canary-verdict.mjs';
import { canaryDecision, DEFAULT_RAMP } from './canary-ramp.mjs';
import { refuseDuringCanary, startCanary, usage } from './canary.mjs';
import { canaryStatus } from './canary-steps.mjs';
import { remotePages } from './remote-pages.mjs';

export const CANARY_COMMANDS = ['canary', 'canary-status', 'canary-step'];

/** The share of new visitors a canary starts at, unless the team chooses another (--share). */
const DEFAULT_SHARE = 5;

function number(values, option, fallback) {
  if (values[option] === undefined) return fallback;
  const value = Number(values[option]);
  if (!Number.isFinite(value) || String(values[option]).trim() === '')
    throw usage(`--${option} must be a number, not ${JSON.stringify(values[option])}`);
  return value;
}

function shares(text) {
  const list = text.split(',').map((part) => Number(part.trim()));
  if (!text.trim() || list.some((share) => !Number.isFinite(share)))
    throw usage(`--ramp takes shares separated by commas (5,25,50,100), not ${JSON.stringify(text)}`);
  return list;
}

/** The canary's margins (percentage points) from `--margin measure=points`, repeatable, over the defaults. */
function marginsFrom(given = []) {
  const margins = { ...DEFAULT_MARGINS };
  for (const text of given) {
    const [, measure, points] = text.match(/^\s*([a-z]+)\s*=\s*(\S+)\s*$/) ?? [];
    if (!(measure in DEFAULT_MARGINS))
      throw usage(
        `--margin takes <measure>=<points> with a measure of ${Object.keys(DEFAULT_MARGINS).join(', ')}, not ${JSON.stringify(text)}`,
      );
    const value = Number(points);
    if (!(Number.isFinite(value) && value > 0 && value < 100))
      throw usage(`--margin ${measure}: ${JSON.stringify(points)} is not a number of points above 0 and below 100`);
    margins[measure] = value / 100;
  }
  return margins;
}

/** How the canary commands read the field log and decide (a test or a simulation may hand in its own). */
const EVIDENCE = { canaryEvidence, canaryPage, canaryDecision };

/** Runs a canary command on `site`; its output, or an error whose `exitCode` (1, 3) or message says the verdict. */
export async function canaryCommand(command, appDir, site, values) {
  if (command === 'canary') {
    return startCanary(site, {
      appDir,
      share: number(values, 'share', DEFAULT_SHARE),
      ramp: values.ramp === undefined ? DEFAULT_RAMP : shares(values.ramp),
      noPageLoadsAfterHours: number(values, 'no-page-loads-after', NO_PAGE_LOADS_AFTER_HOURS),
      margins: marginsFrom(values.margin),
      now: values.now,
    });
  }
  const source = values.log ?? [];
  if (!source.length) throw usage(`${command} reads the field log: give it with --log <file|glob|folder|s3://bucket/prefix> (repeatable)`);
  return logsChecked(command, () =>
    canaryStatus(site, {
      source,
      apply: command === 'canary-step' || values.apply,
      html: values.html,
      force: values.force,
      evidence: values.evidence ?? EVIDENCE,
      now: values.now,
      writeHtml: writeReportPage,
    }),
  );
}

/** A --log that names no log file is a usage error, in one line, as the read-outs say it. */
async function logsChecked(command, read) {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ReadOutInputError) throw usage(`${command}: --log ${error.message}`);
    throw error;
  }
}

/**
 * What the canary has to do with `command` on `site`: a canary command's output ({ output }); for a publish or
 * rollback of a remote whose canary runs, the refusal (thrown); nothing (null) for the rest.
 */
export async function canaryPart(command, appDir, site, values) {
  if (CANARY_COMMANDS.includes(command)) return { output: await canaryCommand(command, appDir, site, values) };
  if (!site.isShell && ['publish', 'rollback'].includes(command)) await refuseDuringCanary(site, command);
  return null;
}

/** How a remote's pages are rendered for its release: `given` (a test's), or with the live shell (remote-pages.mjs). */
export const pagesRenderer = (app, options, given) => given ?? (() => remotePages(app, options));
