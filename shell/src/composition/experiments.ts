import type { RemoteSource } from './remote-pin';

/**
 * Remote experiments: remotes.json may give a remote several variants with weights. Each visitor is
 * assigned once and keeps the variant (localStorage, with the split it was drawn from and what its browser
 * has sent of it), QA can force a variant with ?<remote>-variant=<name>, and the assignment is announced
 * for analytics as a DOM attribute on <html> and a window event. The page's first script assigns too,
 * before the first paint, from the page's copy of the split: both read and write the same record.
 */

/** A variant as a split names it. */
export interface SplitVariant {
  /** "control" for the first one. */
  name: string;
  weight: number;
}

export interface RemoteVariant extends SplitVariant, RemoteSource {}

export interface RemoteExperiment<Variant extends SplitVariant = RemoteVariant> {
  /** The first variant is the control, used when another fails to load. */
  variants: readonly Variant[];
}

/** Variant name → weight: the split in force when a visitor was drawn. */
export type SplitWeights = Record<string, number>;

/** What this browser keeps of one experiment. */
export interface StoredAssignment {
  variant: string;
  /** The split it was drawn from (absent for an assignment kept before the split was recorded). */
  weights?: SplitWeights;
  /** What this browser has sent of it: "exposure", then each kind of conversion, once each. */
  sent: string[];
  /** The UTC day its exposure was sent (YYYY-MM-DD), which its conversions name (absent for one sent before this was kept). */
  exposedOn?: string;
}

export const EXPERIMENT_EVENT = 'callvera:experiment';
export const experimentStorageKey = (remote: string) => `callvera.experiment.${remote}`;
export const variantOverrideParam = (remote: string) => `${remote}-variant`;
export const experimentAttribute = (remote: string) => `data-experiment-${remote}`;

export interface ExperimentEventDetail {
  remote: string;
  variant: string;
  /** Set when the assigned variant failed and the control took its place. */
  fallbackFrom?: string;
  /** QA forced the variant from the address: the visitor is not part of the experiment. */
  forced?: boolean;
}

/** Picks a variant for a random number in [0, 1), in proportion to the weights. */
export function pickWeighted<Variant extends SplitVariant>(variants: readonly Variant[], random: number): Variant {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let threshold = random * total;
  for (const variant of variants) {
    if (threshold < variant.weight) return variant;
    threshold -= variant.weight;
  }
  return variants[variants.length - 1]!;
}

/** Storage may be switched off, full, or refuse access altogether; the experiment then simply is not sticky. */
export type AssignmentStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AssignmentContext {
  storage: AssignmentStorage;
  /** The page's query string, for the QA override. */
  search: string;
  random: () => number;
}

export type AssignmentReason = 'override' | 'stored' | 'drawn';

export interface Assignment<Variant extends SplitVariant> {
  variant: Variant;
  reason: AssignmentReason;
  /** The split this visitor was drawn from, when known (never for a forced variant). */
  weights?: SplitWeights;
}

export function assignVariant<Variant extends SplitVariant>(
  remote: string,
  experiment: RemoteExperiment<Variant>,
  { storage, search, random }: AssignmentContext,
): Assignment<Variant> {
  const byName = (name: string | null | undefined) => experiment.variants.find((variant) => variant.name === name);
  const forced = byName(new URLSearchParams(search).get(variantOverrideParam(remote)));
  if (forced) return { variant: forced, reason: 'override' };
  const stored = readAssignment(storage, remote);
  const kept = byName(stored?.variant);
  if (kept) return { variant: kept, reason: 'stored', weights: stored?.weights };
  const drawn = pickWeighted(experiment.variants, random());
  const weights = Object.fromEntries(experiment.variants.map((variant) => [variant.name, variant.weight]));
  writeAssignment(storage, remote, { variant: drawn.name, weights, sent: [] });
  return { variant: drawn, reason: 'drawn', weights };
}

export function announceVariant(detail: ExperimentEventDetail) {
  document.documentElement.setAttribute(experimentAttribute(detail.remote), detail.variant);
  window.dispatchEvent(new CustomEvent<ExperimentEventDetail>(EXPERIMENT_EVENT, { detail }));
}

/** The record kept for an experiment; an assignment kept as a bare variant name (before the record) still counts. */
export function readAssignment(storage: AssignmentStorage, remote: string): StoredAssignment | null {
  let text: string | null;
  try {
    text = storage.getItem(experimentStorageKey(remote));
  } catch {
    return null;
  }
  if (!text) return null;
  if (!text.startsWith('{')) return { variant: text, sent: [] };
  try {
    const record = JSON.parse(text) as StoredAssignment;
    return typeof record.variant === 'string' ? { ...record, sent: record.sent ?? [] } : null;
  } catch {
    return null;
  }
}

export function writeAssignment(storage: AssignmentStorage, remote: string, record: StoredAssignment) {
  try {
    storage.setItem(experimentStorageKey(remote), JSON.stringify(record));
  } catch {
    /* not sticky this time */
  }
}

/** Notes that the visitor's exposure was sent at `time` (ms), and its UTC day; false when it already was or no assignment is kept. */
export function noteExposureSent(storage: AssignmentStorage, remote: string, time: number): boolean {
  if (!noteSentOnce(storage, remote, 'exposure')) return false;
  const record = readAssignment(storage, remote);
  if (record) writeAssignment(storage, remote, { ...record, exposedOn: new Date(time).toISOString().slice(0, 10) });
  return true;
}

/**
 * Notes that this browser has sent `what` ("exposure", or a kind of conversion) for the visitor's variant of
 * an experiment, once `after` was sent. False when it already had, `after` has not been, or it keeps no
 * assignment to note it on.
 */
export function noteSentOnce(storage: AssignmentStorage, remote: string, what: string, after?: string): boolean {
  const record = readAssignment(storage, remote);
  if (!record || record.sent.includes(what) || (after !== undefined && !record.sent.includes(after))) return false;
  writeAssignment(storage, remote, { ...record, sent: [...record.sent, what] });
  return true;
}

/** The page's local storage, or none where the browser refuses access to it (some privacy settings throw). */
export function pageStorage(): AssignmentStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}
