// What a canary's evidence tells the release tool to do next: roll it back, take the next step of its ramp, make
// it the stable release, or wait. Pure: the release tool applies the decision under its lock.

/** The shares (percent of visitors) a canary goes through by default; the last makes it the stable release. */
export const DEFAULT_RAMP = [5, 25, 50, 100];

/** A ramp's shares, checked: each a number above 0 and at most 100, rising. */
export function checkedRamp(ramp) {
  if (!Array.isArray(ramp) || !ramp.length) throw new RangeError('a ramp needs at least one share');
  ramp.forEach((share, index) => {
    if (typeof share !== 'number' || !(share > 0 && share <= 100))
      throw new RangeError(`ramp: ${JSON.stringify(share)} is not a share above 0 and at most 100`);
    if (index > 0 && share <= ramp[index - 1]) throw new RangeError(`ramp: ${ramp.join(', ')} does not rise step by step`);
  });
  return ramp;
}

/**
 * The action a canary's evidence calls for: `rollback` (to 0%), `step` (to the next share of the ramp), `promote`
 * (the canary becomes the stable release: the ramp's next share is 100%, or it has none left), or `wait`.
 * @param {{ ramp: number[], share: number }} canary
 * @param {{ verdict: 'regressed' | 'keep-watching' | 'ready', measures?: object[], text?: string, reason?: string }} evidence
 * @returns {{ action: 'rollback' | 'step' | 'promote' | 'wait', share?: number, reason: string }}
 */
export function canaryDecision(canary, evidence) {
  const ramp = checkedRamp(canary.ramp);
  if (!['regressed', 'keep-watching', 'ready'].includes(evidence?.verdict))
    throw new RangeError(`evidence: ${JSON.stringify(evidence?.verdict)} is not a verdict (regressed, keep-watching, ready)`);
  const reason = evidence.reason ?? evidence.verdict;
  if (evidence.verdict === 'regressed') return { action: 'rollback', share: 0, reason };
  if (evidence.verdict !== 'ready') return { action: 'wait', reason };
  const next = ramp.find((share) => share > canary.share);
  if (next === undefined || next >= 100) return { action: 'promote', share: 100, reason };
  return { action: 'step', share: next, reason };
}
