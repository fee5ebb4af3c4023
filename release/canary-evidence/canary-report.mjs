// The canary's evidence as the release tool prints it: one line a measure, then the verdict and what it waits for.
const points = (value) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${(value * 100).toFixed(2)}` : '—');
const rate = ({ successes, trials }) => (trials ? `${((successes / trials) * 100).toFixed(2)}% of ${trials.toLocaleString('en-US')}` : '—');
const count = (value) => value.toLocaleString('en-US');
export const VERDICT_WORDS = { regressed: 'regressed', 'keep-watching': 'keep watching', ready: 'ready for the next step' };

/** A measure's verdict in words: one that only guards against a regression says just that. */
export function wordsOf(measure) {
  if (measure.verdict !== 'ready') return VERDICT_WORDS[measure.verdict];
  if (measure.noData) return 'nothing reported at this step';
  return measure.readies ? VERDICT_WORDS.ready : 'not worse beyond noise';
}

export function canaryReport(canary, verdict, lines) {
  const share = canary.steps.at(-1).share;
  const out = [
    `${canary.remote}: canary ${canary.canaryRelease} at ${share}% against ${canary.stableRelease}, since ${canary.startedAt}`,
    `${count(verdict.pageLoads.canary)} page loads of the canary, ${count(verdict.pageLoads.stable)} of the stable release (${count(lines.read)} log lines read${lines.unreadable ? `, ${count(lines.unreadable)} unreadable` : ''})`,
    'Each measure: stable, canary, canary − stable in points with its always-valid interval over all steps, and the verdict',
  ];
  for (const measure of verdict.measures) {
    const waits =
      measure.verdict === 'keep-watching' && measure.pageLoads.needed
        ? ` (at ${share}%: ${count(measure.pageLoads.canary)} of about ${count(measure.pageLoads.needed.canary)} ${measure.unit} needed on the canary, ${count(measure.pageLoads.stable)} of about ${count(measure.pageLoads.needed.stable)} on the stable release)`
        : '';
    out.push(
      `  ${measure.name} (${measure.worse} is worse, margin ${(measure.margin * 100).toFixed(2)} points): ${rate(measure.stable)} | ${rate(measure.canary)} | ${points(measure.difference)} [${points(measure.low)}, ${points(measure.high)}]: ${wordsOf(measure)}${waits}`,
    );
  }
  out.push(`Verdict: ${VERDICT_WORDS[verdict.verdict]}: ${verdict.reason}`);
  return out.join('\n');
}
