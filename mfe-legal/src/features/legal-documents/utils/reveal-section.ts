/**
 * Brings a section heading into view and moves keyboard focus to it, as a browser does
 * for a "#id" link on a plain page. Returns false when the page has no such section.
 */
export function revealSection(id: string): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  return true;
}
