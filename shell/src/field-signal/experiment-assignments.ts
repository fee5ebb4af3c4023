import type { ExperimentEventDetail } from '../composition/experiments';

/** The variant this page load was assigned, and whether the control had to take its place. */
export interface Assignment {
  variant: string;
  fellBack: boolean;
}

/** Experiment (the remote it splits) → this page load's assignment. */
export type Assignments = Map<string, Assignment>;

/**
 * Follows the shell's announcements of each experiment's variant (composition/experiments.ts). The
 * variant assigned stays the one reported, even after a fall-back to the control: a read-out compares
 * what each group was assigned.
 */
export function recordAssignment(assignments: Assignments, { remote, variant, fallbackFrom }: ExperimentEventDetail) {
  if (fallbackFrom) assignments.set(remote, { variant: fallbackFrom, fellBack: true });
  else if (!assignments.has(remote)) assignments.set(remote, { variant, fellBack: false });
}

/** As the page's events carry them: `{ pricing: "annual-first" }`. */
export function assignedVariants(assignments: Assignments): Record<string, string> {
  return Object.fromEntries([...assignments].map(([experiment, { variant }]) => [experiment, variant]));
}
