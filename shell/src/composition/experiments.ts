import type { RemoteSource } from './remote-pin';

/**
 * Remote experiments: remotes.json may give a remote several variants with
 * weights. Each visitor is assigned once (kept in localStorage), QA can force a
 * variant with ?<remote>-variant=<name>, and the assignment is announced for
 * analytics as a DOM attribute on <html> and a window event.
 */

export interface RemoteVariant extends RemoteSource {
  /** "control" for the first one. */
  name: string;
  weight: number;
}

export interface RemoteExperiment {
  /** The first variant is the control, used when another fails to load. */
  variants: RemoteVariant[];
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
}

/** Picks a variant for a random number in [0, 1), in proportion to the weights. */
export function pickWeighted(variants: readonly RemoteVariant[], random: number): RemoteVariant {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let threshold = random * total;
  for (const variant of variants) {
    if (threshold < variant.weight) return variant;
    threshold -= variant.weight;
  }
  return variants[variants.length - 1]!;
}

export interface AssignmentContext {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The page's query string, for the QA override. */
  search: string;
  random: () => number;
}

export type AssignmentReason = 'override' | 'stored' | 'drawn';

export function assignVariant(
  remote: string,
  experiment: RemoteExperiment,
  { storage, search, random }: AssignmentContext,
): { variant: RemoteVariant; reason: AssignmentReason } {
  const byName = (name: string | null) => experiment.variants.find((variant) => variant.name === name);
  const forced = byName(new URLSearchParams(search).get(variantOverrideParam(remote)));
  if (forced) return { variant: forced, reason: 'override' };
  const stored = byName(readStorage(storage, experimentStorageKey(remote)));
  if (stored) return { variant: stored, reason: 'stored' };
  const drawn = pickWeighted(experiment.variants, random());
  writeStorage(storage, experimentStorageKey(remote), drawn.name);
  return { variant: drawn, reason: 'drawn' };
}

export function announceVariant(detail: ExperimentEventDetail) {
  document.documentElement.setAttribute(experimentAttribute(detail.remote), detail.variant);
  window.dispatchEvent(new CustomEvent<ExperimentEventDetail>(EXPERIMENT_EVENT, { detail }));
}

// Storage can be switched off or full; the experiment then simply is not sticky.
function readStorage(storage: AssignmentContext['storage'], key: string) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: AssignmentContext['storage'], key: string, value: string) {
  try {
    storage.setItem(key, value);
  } catch {
    /* not sticky this time */
  }
}
