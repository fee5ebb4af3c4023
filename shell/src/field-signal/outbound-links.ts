import { assignedVariants, type Assignments } from './experiment-assignments';

/** The query parameter that tells the dashboard and booking sites which variants a visitor had: `exp=pricing.annual-first`. */
const ASSIGNMENT_PARAM = 'exp';

/** One `experiment.variant` per experiment, comma-separated. */
function assignmentParam(assignments: Assignments): string {
  return Object.entries(assignedVariants(assignments))
    .map(([experiment, variant]) => `${experiment}.${variant}`)
    .join(',');
}

/**
 * Adds the assignments to a link about to be followed when it leads to one of `destinations` (origins of
 * the dashboard and booking sites), so a sign-up there can be tied to the variant. Done as the press
 * happens, not at render: the prerendered page cannot know the visitor's variant.
 */
function carryAssignments(link: HTMLAnchorElement, assignments: Assignments, destinations: readonly string[]) {
  const value = assignmentParam(assignments);
  if (!value) return;
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return;
  }
  if (!destinations.some((destination) => URL.canParse(destination) && new URL(destination).origin === url.origin)) return;
  url.searchParams.set(ASSIGNMENT_PARAM, value);
  link.href = url.href;
}

/**
 * From now on, links out carry the assignments as they are followed: a click, a middle click (a new tab) or the
 * context menu (its "open in new tab" and "copy link"). `destinations` is asked at each press.
 */
export function carryAssignmentsOnLinksOut(assignments: Assignments, destinations: () => readonly string[]) {
  const onPress = (event: MouseEvent) => {
    const link = event.target instanceof Element && event.target.closest('a[href]');
    if (link instanceof HTMLAnchorElement) carryAssignments(link, assignments, destinations());
  };
  for (const type of ['click', 'auxclick', 'contextmenu'] as const) document.addEventListener(type, onPress, { capture: true });
}
