// A canary's field evidence as counts: each line of the field-event log, read once, adds to the counts of its
// side (the stable release or the canary) in its step of the ramp. What is kept is counts, never lines; the page
// loads still receiving events are kept apart, briefly, so that a vital reported again or a request that
// arrived twice adds nothing.
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';

export const SIDES = ['stable', 'canary'];
const KINDS = FIELD_EVENTS.events['remote-failure'].failure;

/** Each remote's own conversions: what its page asks a visitor to do. */
export const REMOTE_CONVERSIONS = { pricing: ['get-started'] };

/**
 * How long after its last event a page load is set aside: a later event of it counts as a new page load. A page
 * reports its last vitals as it is hidden, so a page load's events come within its visit.
 */
export const PAGE_LOAD_HOLD_MS = 30 * 60_000;

/** What a page load has shown so far, as bits: each adds to the counts once, the first time it is seen. */
const BIT = { pageLoad: 1, failed: 2, lcp: 4, lcpPoor: 8, inp: 16, inpPoor: 32, exposed: 64, converted: 128 };
const KIND_BIT = Object.fromEntries(KINDS.map((kind, index) => [kind, 256 << index]));

/** The counts of one side in one step. */
export const emptySide = () => ({
  pageLoads: 0,
  failed: 0,
  kinds: Object.fromEntries(KINDS.map((kind) => [kind, 0])),
  lcp: 0,
  lcpPoor: 0,
  inp: 0,
  inpPoor: 0,
  visitors: 0,
  converted: 0,
});

/**
 * Counts read from nothing yet. `open`: the page loads still receiving events, as columns (a busy site has a
 * hundred thousand at a time: columns of numbers are quick to store and read back).
 */
export const emptyCounts = () => ({
  steps: [],
  lines: { read: 0, unreadable: 0, firstUnreadable: null },
  watermark: 0,
  open: { keys: [], at: [], step: [], bits: [] },
});

/** A release id's version (ids are `<time>_<version>`; a bare version is its own), as page loads report it. */
export const releaseVersion = (release) => String(release).slice(String(release).lastIndexOf('_') + 1);

/**
 * Adds log lines to `counts` (changed in place; the page loads still open are written back by `finish`). The canary's page loads are told from the stable release's by the
 * release each event names; when both releases carry the same version, by the visitor's assignment in the split.
 */
export function fieldCounter(canary, counts) {
  const remote = canary.remote;
  const names = { stable: canary.variants?.stable ?? 'stable', canary: canary.variants?.canary ?? 'canary' };
  const versions = { stable: releaseVersion(canary.stableRelease), canary: releaseVersion(canary.canaryRelease) };
  const byRelease = versions.stable !== versions.canary;
  const steps = canary.steps.map((step) => Date.parse(step.at));
  const conversions = new Set(REMOTE_CONVERSIONS[remote] ?? []);
  const sideOfVariant = (variant) => (variant === names.canary ? 'canary' : variant === names.stable ? 'stable' : null);
  const sideOfRelease = (release, event) =>
    byRelease
      ? release === versions.canary
        ? 'canary'
        : release === versions.stable
          ? 'stable'
          : null
      : sideOfVariant(event.experiments?.[remote]);
  const stepAt = (time) => {
    let index = -1;
    while (index + 1 < steps.length && steps[index + 1] <= time) index += 1;
    return index;
  };

  /** The bits an event shows about its page load, for one side. */
  function sightings(event) {
    const seen = [];
    if (event.remote === remote) seen.push([sideOfRelease(event.remoteRelease, event), BIT.pageLoad]);
    switch (event.name) {
      case 'remote-failure':
        if (event.failedRemote === remote)
          seen.push([sideOfRelease(event.failedRelease, event), BIT.pageLoad | BIT.failed | (KIND_BIT[event.failure] ?? 0)]);
        break;
      case 'vital':
        if (event.attributedTo === remote && (event.metric === 'LCP' || event.metric === 'INP')) {
          const [measured, poor] = event.metric === 'LCP' ? [BIT.lcp, BIT.lcpPoor] : [BIT.inp, BIT.inpPoor];
          seen.push([sideOfRelease(event.attributedRelease, event), measured | (event.rating === 'good' ? 0 : poor)]);
        }
        break;
      case 'exposure':
        if (event.experiment === remote && !event.forced) seen.push([sideOfVariant(event.variant), BIT.exposed]);
        break;
      case 'conversion':
        if (conversions.has(event.action) && event.firstFor?.[remote]) seen.push([sideOfVariant(event.firstFor[remote]), BIT.converted]);
        break;
    }
    return seen;
  }

  function credit(side, added) {
    if (added & BIT.pageLoad) side.pageLoads += 1;
    if (added & BIT.failed) side.failed += 1;
    for (const kind of KINDS) if (added & KIND_BIT[kind]) side.kinds[kind] += 1;
    if (added & BIT.lcp) side.lcp += 1;
    if (added & BIT.lcpPoor) side.lcpPoor += 1;
    if (added & BIT.inp) side.inp += 1;
    if (added & BIT.inpPoor) side.inpPoor += 1;
    if (added & BIT.exposed) side.visitors += 1;
    if (added & BIT.converted) side.converted += 1;
  }

  const open = new Map();
  counts.open.keys.forEach((key, index) => open.set(key, [counts.open.at[index], counts.open.step[index], counts.open.bits[index]]));

  const stepCounts = (index) => {
    while (counts.steps.length <= index) counts.steps.push({ stable: emptySide(), canary: emptySide() });
    return counts.steps[index];
  };

  // The collectors write each line as JSON.stringify does: a field naming the remote holds `:"<remote>"`, and a
  // conversion names the remote in `firstFor`. Most lines of a busy site are another remote's: passed over unparsed.
  const namesRemote = `:${JSON.stringify(remote)}`;

  const unreadable = (where) => {
    counts.lines.unreadable += 1;
    counts.lines.firstUnreadable ??= where ?? null;
  };

  return {
    /** One line of the log, as written. */
    add(line, where) {
      counts.lines.read += 1;
      // A line that is no JSON object (cut short, another log's) is counted even when passed over.
      if (line.charCodeAt(0) !== 0x7b || line.charCodeAt(line.length - 1) !== 0x7d) return unreadable(where);
      if (!line.includes(namesRemote) && !line.includes('"firstFor":')) return;
      let event;
      try {
        event = JSON.parse(line);
      } catch {
        event = null;
      }
      const time = Date.parse(event?.receivedAt);
      if (!event || typeof event.name !== 'string' || Number.isNaN(time)) return unreadable(where);
      // A preview tab's page loads are a team's, never a visitor's of either side.
      if (event.schema !== FIELD_EVENTS.schemaVersion || !event.pageLoad || event.preview) return;
      if (time > counts.watermark) counts.watermark = time;
      const seen = sightings(event);
      if (!seen.length) return;
      const expired = counts.watermark - PAGE_LOAD_HOLD_MS;
      for (const [side, bits] of seen) {
        if (!side) continue;
        const key = `${event.pageLoad}:${side}`;
        let pageLoad = open.get(key);
        if (!pageLoad || pageLoad[0] < expired) {
          const step = stepAt(time);
          if (step < 0) continue;
          pageLoad = [time, step, 0];
          open.set(key, pageLoad);
        }
        const added = bits & ~pageLoad[2];
        if (time > pageLoad[0]) pageLoad[0] = time;
        if (!added) continue;
        pageLoad[2] |= added;
        credit(stepCounts(pageLoad[1])[side], added);
      }
    },
    /** Drops the page loads set aside: nothing they receive from now on joins them. */
    sweep() {
      const expired = counts.watermark - PAGE_LOAD_HOLD_MS;
      for (const [key, pageLoad] of open) if (pageLoad[0] < expired) open.delete(key);
    },
    /** Sweeps, and writes the page loads still open into the counts, in the order of their keys. */
    finish() {
      this.sweep();
      const keys = [...open.keys()].sort();
      counts.open = {
        keys,
        at: keys.map((key) => open.get(key)[0]),
        step: keys.map((key) => open.get(key)[1]),
        bits: keys.map((key) => open.get(key)[2]),
      };
    },
  };
}
