/**
 * "Previous" and "next" for a native radio group, written as HTML so the served page can do it before
 * its code arrives: a button with `aria-controls` naming the element that holds the radios and
 * `data-step` (+1 or -1) checks the radio that many places on, wrapping around at either end.
 * The checked radio is the only state, so CSS shows what it picks and hydration keeps it.
 * React-free: the page's first tiny script runs it too, for presses made before take-over.
 */
const STEP_ATTRIBUTE = 'data-step';

/** The attributes that make a button step the radios inside the element with id `groupId`. */
export function stepperAttributes(groupId: string, step: 1 | -1) {
  return { 'aria-controls': groupId, [STEP_ATTRIBUTE]: String(step) };
}

/** Previous from the first goes to the last; next from the last goes to the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/**
 * Picks the radio `step` places on from the checked one (from the first, if none is) as a press on it would: a click
 * checks it and fires its change event, so the app, and the page's first script before it, hear a pick.
 */
function stepRadioGroup(group: Element, step: number): void {
  const radios = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  if (radios.length === 0) return;
  const checked = radios.findIndex((radio) => radio.checked);
  radios[wrapIndex(Math.max(checked, 0) + step, radios.length)]!.click();
}

function groupOf(control: Element): Element | null {
  const groupId = control.hasAttribute(STEP_ATTRIBUTE) ? control.getAttribute('aria-controls') : null;
  return groupId ? control.ownerDocument.getElementById(groupId) : null;
}

/** Carries out a press on a stepping button; false when `control` is not one, or names no group. */
export function stepRadios(control: Element): boolean {
  const step = Number(control.getAttribute(STEP_ATTRIBUTE));
  const group = groupOf(control);
  if (!step || !group) return false;
  stepRadioGroup(group, step);
  return true;
}

const ARROW_KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/** Left and right arrow keys on either stepping button step back and on; false for any other key or element. */
export function stepOnArrowKey(control: Element, key: string): boolean {
  const step = ARROW_KEY_STEPS[key];
  const group = groupOf(control);
  if (!step || !group) return false;
  stepRadioGroup(group, step);
  return true;
}
