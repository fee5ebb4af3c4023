import { noteSentOnce, readAssignment, type AssignmentStorage, type ExperimentEventDetail } from '../composition/experiments';

/** The variant this page load was assigned, whether the control had to take its place, and whether QA forced it. */
export interface Assignment {
  variant: string;
  fellBack: boolean;
  forced: boolean;
}

/** Experiment (the remote it splits) → this page load's assignment. */
export type Assignments = Map<string, Assignment>;

/**
 * Follows the shell's announcements of each experiment's variant (composition/experiments.ts). The
 * variant assigned stays the one reported, even after a fall-back to the control: a read-out compares
 * what each group was assigned.
 */
export function recordAssignment(assignments: Assignments, { remote, variant, fallbackFrom, forced = false }: ExperimentEventDetail) {
  if (fallbackFrom) assignments.set(remote, { variant: fallbackFrom, fellBack: true, forced });
  else if (!assignments.has(remote)) assignments.set(remote, { variant, fellBack: false, forced });
}

/** As the page's events carry them: `{ pricing: "annual-first" }`. */
export function assignedVariants(assignments: Assignments): Record<string, string> {
  return Object.fromEntries([...assignments].map(([experiment, { variant }]) => [experiment, variant]));
}

/**
 * The experiments for which a conversion of kind `action` is this visitor's first since its exposure (each
 * noted in the browser, so it is counted once): a read-out's numerator has the same unit as its denominator,
 * the visitor. A forced variant counts for nothing. `exposedOn`: the day each of them was exposed, where kept,
 * by which a read-out counts the conversion with its visitor's split and window.
 */
export function firstConversionFor(
  assignments: Assignments,
  action: string,
  storage: AssignmentStorage,
): { firstFor: Record<string, string>; exposedOn: Record<string, string> } {
  const first = [...assignments].filter(([experiment, { forced }]) => !forced && noteSentOnce(storage, experiment, action, 'exposure'));
  const exposedOn = first.flatMap(([experiment]) => {
    const day = readAssignment(storage, experiment)?.exposedOn;
    return day ? [[experiment, day]] : [];
  });
  return {
    firstFor: Object.fromEntries(first.map(([experiment, { variant }]) => [experiment, variant])),
    exposedOn: Object.fromEntries(exposedOn),
  };
}
