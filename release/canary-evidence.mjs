// A canary's evidence from the field: reads what is new in the field-event log since the last reading, adds it
// to the counts kept with the canary's state, and gives the verdict on each measure and overall, with the report
// the release tool prints. The state is counts and a cursor, never lines, so each reading costs what is new.
import { emptyCounts, fieldCounter } from './canary-evidence/field-counts.mjs';
import { canaryVerdict, DEFAULT_MARGINS } from './canary-evidence/canary-verdict.mjs';
import { emptyCursor, readNewLogLines } from './canary-evidence/new-log-lines.mjs';
import { canaryReport } from './canary-evidence/canary-report.mjs';
import { MAX_UNREADABLE_SHARE, tooManyUnreadable } from '@callvera/read-outs/event-log';

export { canaryPage } from './canary-evidence/canary-page.mjs';

/** A reading sets aside the page loads done receiving events this often (in lines), to keep its memory flat. */
const SWEEP_EVERY_LINES = 1_000_000;

/** The canary as given, checked: each problem named. */
function checkedCanary(canary) {
  const problems = [];
  if (!canary || typeof canary !== 'object') throw new Error('canary: expected { remote, stableRelease, canaryRelease, startedAt, steps }');
  for (const key of ['remote', 'stableRelease', 'canaryRelease'])
    if (typeof canary[key] !== 'string' || !canary[key]) problems.push(`${key} is missing`);
  if (Number.isNaN(Date.parse(canary.startedAt))) problems.push(`startedAt ${JSON.stringify(canary.startedAt)} is not a time`);
  if (!Array.isArray(canary.steps) || !canary.steps.length) problems.push('steps: none (the canary starts with its first share)');
  else
    canary.steps.forEach((step, index) => {
      if (!(typeof step?.share === 'number' && step.share >= 0 && step.share <= 100))
        problems.push(`steps[${index}].share ${JSON.stringify(step?.share)} is not a share from 0 to 100`);
      if (Number.isNaN(Date.parse(step?.at))) problems.push(`steps[${index}].at ${JSON.stringify(step?.at)} is not a time`);
      else if (index > 0 && Date.parse(step.at) < Date.parse(canary.steps[index - 1].at))
        problems.push(`steps[${index}].at comes before the step before it`);
    });
  if (canary.noPageLoadsAfterHours !== undefined && !(canary.noPageLoadsAfterHours > 0))
    problems.push(`noPageLoadsAfterHours ${JSON.stringify(canary.noPageLoadsAfterHours)} is not a number of hours above 0`);
  for (const [key, margin] of Object.entries(canary.margins ?? {}))
    if (!(key in DEFAULT_MARGINS)) problems.push(`margins.${key} is no measure (${Object.keys(DEFAULT_MARGINS).join(', ')})`);
    else if (!(typeof margin === 'number' && margin > 0 && margin < 1))
      problems.push(`margins.${key} ${JSON.stringify(margin)} is not a share above 0 and below 1`);
  if (problems.length) throw new Error(`canary: ${problems.join('; ')}`);
  return canary;
}

/** Reads the new lines of `source` into `state`'s counts (a copy; null: from nothing). */
export async function readCanaryCounts({ canary, source, state }) {
  // A copy of what `state` holds but its page loads still open, which the counter reads and replaces.
  const next = state
    ? { counts: { ...structuredClone({ ...state.counts, open: null }), open: state.counts.open }, cursor: structuredClone(state.cursor) }
    : { counts: emptyCounts(), cursor: emptyCursor() };
  const counter = fieldCounter(canary, next.counts);
  let sinceSweep = 0;
  const onLine = (line, where) => {
    counter.add(line, where);
    if (++sinceSweep === SWEEP_EVERY_LINES) {
      counter.sweep();
      sinceSweep = 0;
    }
  };
  await readNewLogLines(Array.isArray(source) ? source : [source], next.cursor, onLine, { since: Date.parse(canary.startedAt) });
  counter.finish();
  return next;
}

/**
 * Reads what is new in the field log since `state` (null the first time) and returns the verdict.
 * @returns {Promise<{ state: object, verdict: 'regressed' | 'keep-watching' | 'ready', exit: 1 | 3 | 0, reason: string, measures: object[], text: string }>}
 */
export async function canaryEvidence({ canary, source, state = null, now = new Date() }) {
  checkedCanary(canary);
  const next = await readCanaryCounts({ canary, source, state });
  const { lines } = next.counts;
  if (tooManyUnreadable(lines.unreadable, lines.read))
    throw new Error(
      `${lines.unreadable} of ${lines.read} lines read are no field event (over ${MAX_UNREADABLE_SHARE * 100}%), the first in ${lines.firstUnreadable}: not reading a log that is not one`,
    );
  const verdict = canaryVerdict(next.counts, canary, { now });
  return { state: next, ...verdict, text: canaryReport(canary, verdict, lines) };
}
