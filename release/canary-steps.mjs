// A running canary's readings of the field log and what they decide (canary.mjs has the `site` each acts on):
// wait, take the next step of the ramp, make the canary the stable release, or roll it back to 0%.
import { parsedMap, reweighted, withoutCanaryMap } from './canary-map.mjs';
import { STABLE_VARIANT, withoutCanary } from './canary-pages.mjs';
import { rewritePages } from './canary.mjs';
import { pageWithSplit } from './page-splits.mjs';
import { REMOTE_MAP } from './release-steps.mjs';
import { remoteMapText } from './remote-pins.mjs';

/** A verdict's output with its exit status: 0 is returned, 1 and 3 are thrown with it. */
const withExit = (text, exit) => {
  if (exit === 0) return text;
  throw Object.assign(new Error(text), { exitCode: exit });
};

/** A canary's record as the evidence reads it. */
const evidenceView = (canary) => ({
  remote: canary.remote,
  stableRelease: canary.stableRelease,
  canaryRelease: canary.canaryRelease,
  variants: { stable: STABLE_VARIANT, canary: canary.variant },
  startedAt: canary.startedAt,
  steps: structuredClone(canary.steps),
  noPageLoadsAfterHours: canary.noPageLoadsAfterHours,
  ...(canary.margins ? { margins: canary.margins } : {}),
});

/** What the release history keeps of an ended canary: its release, outcome, and every step with its figures. */
export const canarySummary = (canary, events) => ({
  id: canary.id,
  version: canary.canaryRelease,
  stable: canary.stableReleaseId,
  startedAt: canary.startedAt,
  endedAt: canary.endedAt,
  outcome: canary.outcome,
  reason: canary.reason,
  ...(canary.release ? { release: canary.release } : {}),
  steps: events.filter((event) => event.id === canary.id && event.action.startsWith('canary-')),
});

/** The figures a history entry keeps of an evidence reading. */
const figures = (evidence) => ({ verdict: evidence.verdict, measures: evidence.measures });

/**
 * `canary-status` (and, with `apply`, `canary-step`): reads what is new in the field log, prints the verdict and,
 * applied, acts on it: rolls the canary back, takes the next step of its ramp, or makes it the stable release.
 * @param {{ source: string[], apply: boolean, html?: string, now?: Date,
 *           evidence: { canaryEvidence: Function, canaryDecision: Function, canaryPage: Function }, writeHtml?: Function }} options
 */
export async function canaryStatus(site, { source, apply, html, now = new Date(), evidence: module, writeHtml, force }) {
  return site.withCanaryLock(async () => {
    const canary = await site.readCanary();
    // A scheduled step with no canary to step has nothing to do; asked for the status of none, the tool says so.
    if (!canary && apply) return `${site.app} has no canary running: nothing to do`;
    if (!canary) throw new Error(`${site.app} has no canary running: start one with \`canary\``);
    const evidence = await module.canaryEvidence({ canary: evidenceView(canary), source, state: canary.evidence, now });
    canary.evidence = evidence.state;
    canary.readings.push({ at: now.toISOString(), share: canary.share, evidence: figures(evidence) });
    if (html) writeHtml(html, await module.canaryPage(canary.readings));
    if (!apply) {
      await site.writeCanary(canary);
      return withExit(evidence.text, evidence.exit);
    }
    const decision = module.canaryDecision({ ramp: canary.ramp, share: canary.share }, evidence);
    const act = { wait: keepWatching, step: takeStep, promote, rollback: rollBack }[decision.action];
    if (!act) throw new Error(`The canary's decision is ${JSON.stringify(decision.action)}, which this tool does not know`);
    const done = await act(site, canary, { decision, evidence, now, force });
    return withExit(`${evidence.text}\n${done}`, { wait: 3, step: 0, promote: 0, rollback: 1 }[decision.action]);
  });
}

async function keepWatching(site, canary, { decision }) {
  await site.writeCanary(canary);
  return `${canary.id} stays at ${canary.share}%: ${decision.reason}`;
}

async function takeStep(site, canary, { decision, evidence, now }) {
  const share = decision.share;
  return site.withLock(async () => {
    const map = reweighted(parsedMap(await site.readMap()), canary, share);
    const from = canary.share;
    canary.share = share;
    canary.steps.push({ share, at: now.toISOString() });
    await site.writeCanary(canary);
    await site.record({ action: 'canary-step', id: canary.id, from, share, reason: decision.reason, ...figures(evidence) });
    await site.writeMap(remoteMapText(map));
    await rewritePages(site, canary, (page, live) => pageWithSplit(live, map) ?? live);
    return `${canary.id} stepped from ${from}% to ${share}% of new visitors`;
  });
}

async function rollBack(site, canary, { decision, evidence, now, force }) {
  const stable = await site.servedManifests();
  const verdict = await site.verdict(stable);
  if (!verdict.ok && !force)
    throw new Error(`${verdict.report}\nThe canary was not rolled back: the stable release no longer composes with the live shell.`);
  return site.withLock(async () => {
    const map = withoutCanaryMap(parsedMap(await site.readMap()), canary);
    const ended = { ...canary, endedAt: now.toISOString(), outcome: 'rolled back', reason: decision.reason };
    // The pages first (no new canary visitor), then remotes.json; the canary's files stay served for open tabs.
    await rewritePages(site, canary, (page, live) => withoutCanary(live, map));
    await site.writeMap(remoteMapText(map));
    await site.record(
      { action: 'canary-rollback', id: canary.id, from: canary.share, share: 0, reason: decision.reason, ...figures(evidence) },
      ended,
    );
    await site.archiveCanary(ended);
    await site.writeCanary(null);
    return `${canary.id} rolled back to 0%: every visitor gets ${canary.stableReleaseId} on their next page load`;
  });
}

async function promote(site, canary, { decision, evidence, now }) {
  const pins = {
    update: (served) => {
      const live = JSON.parse(served);
      const variants = live[canary.remote]?.variants ?? [];
      const stable = variants.find(({ name }) => name === STABLE_VARIANT);
      const canaryPin = variants.find(({ name }) => name === canary.variant)?.integrity;
      if (!stable || !canaryPin)
        throw new Error(`The live ${REMOTE_MAP} no longer splits ${canary.remote} for its canary: nothing was changed`);
      const join = (a, b) => [...new Set(`${a} ${b}`.split(/\s+/))].join(' ');
      // While the files swap, the stable entry takes either build; after, the remote is the canary's alone.
      const during = structuredClone(live);
      const duringStable = during[canary.remote].variants.find(({ name }) => name === STABLE_VARIANT);
      duringStable.integrity = {
        manifest: join(stable.integrity.manifest, canaryPin.manifest),
        remoteEntry: join(stable.integrity.remoteEntry, canaryPin.remoteEntry),
      };
      const after = { ...live, [canary.remote]: { entry: canary.stableEntry, integrity: canaryPin } };
      return { during: remoteMapText(during), after: remoteMapText(after) };
    },
  };
  const id = await site.promote({ canary, pins, now });
  const ended = { ...canary, endedAt: now.toISOString(), outcome: 'promoted', release: id, reason: decision.reason };
  await site.withLock(() =>
    site.record(
      {
        action: 'canary-promote',
        id: canary.id,
        release: id,
        from: canary.share,
        share: 100,
        reason: decision.reason,
        ...figures(evidence),
      },
      ended,
    ),
  );
  await site.archiveCanary(ended);
  await site.writeCanary(null);
  return `${canary.id} is the stable release (${id}) for every visitor`;
}
