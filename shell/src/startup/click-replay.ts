import { stepOnArrowKey, stepRadios } from '@callvera/shared/step-radios';
import { PENDING_PRESS as PENDING } from '@callvera/shared/pending-press';
import { BEFORE_PAGE_START, PAGE_READY, SHELL_HYDRATED } from '@callvera/shared/page-marks';

/**
 * Runs in every page's first script (page-start.ts), before the app. React drops a
 * click on prerendered HTML whose code is still on its way, so this keeps such
 * presses and hands them to React once the part of the page they were made in
 * has been taken over. Links and form fields work without JavaScript and are
 * left to the browser; only buttons, and links marked data-replay-click (whose
 * press the app turns into something richer than following the link), are kept.
 * A button that steps a radio group (step-radios) needs no code of its own, so
 * its press, or an arrow key on it, is carried out here at once instead: the
 * radio it steps to is picked, as below.
 * A radio the visitor picks is checked by the browser at once; what the app does
 * besides (bringing an industry's story into view on a phone, say) comes when its
 * part is taken over, as if it had been picked then.
 */
const PRESSABLE = 'button, [role="button"], a[data-replay-click]';
const kept: HTMLElement[] = [];
/** The radio picked last in each group, by group name. */
const picked = new Map<string, HTMLInputElement>();

/** Presses inside <main> wait for the route's page; the rest of the chrome for the shell. */
function takenOver(element: Element): boolean {
  const mark = element.closest('main') ? PAGE_READY : SHELL_HYDRATED;
  return document.documentElement.hasAttribute(mark);
}

function keptPress(event: MouseEvent): HTMLElement | null {
  if (!(event.target instanceof Element) || event.button !== 0) return null;
  const pressed = event.target.closest<HTMLElement>(PRESSABLE);
  if (!pressed || !pressed.closest('#root') || takenOver(pressed)) return null;
  return pressed;
}

function keep(event: MouseEvent) {
  const pressed = keptPress(event);
  if (!pressed) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (stepRadios(pressed)) return;
  // A second press on a control that is still waiting is the visitor repeating
  // themselves, not asking to undo the first.
  if (kept.includes(pressed)) return;
  kept.push(pressed);
  pressed.setAttribute(PENDING, '');
}

function keepPick(event: Event) {
  const radio = event.target;
  if (!(radio instanceof HTMLInputElement) || radio.type !== 'radio' || !radio.closest('#root') || takenOver(radio)) return;
  picked.get(radio.name)?.removeAttribute(PENDING);
  picked.set(radio.name, radio);
  // Tells the app's hydration the pick is on its way as a press (adopt-served-input leaves it alone).
  radio.setAttribute(PENDING, '');
}

function replayWhatIsReady() {
  for (const pressed of [...kept]) {
    if (!takenOver(pressed)) continue;
    kept.splice(kept.indexOf(pressed), 1);
    pressed.removeAttribute(PENDING);
    // Rendered afresh instead of hydrated (a remote that failed, say): the control is gone.
    if (pressed.isConnected) pressed.click();
  }
  for (const [name, radio] of picked) {
    if (!takenOver(radio)) continue;
    picked.delete(name);
    radio.removeAttribute(PENDING);
    if (!radio.isConnected || !radio.checked) continue;
    // React tells a change by the checked state it last saw, which hydration read as checked:
    // unchecked first, within this task (nothing paints between), the press reads as a change.
    radio.checked = false;
    radio.click();
  }
}

/** The arrow keys on a stepping button need no code either. */
function stepEarly(event: KeyboardEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('#root') || takenOver(event.target)) return;
  if (!stepOnArrowKey(event.target, event.key)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

// Capturing on window runs before React's own listeners on the root.
window.addEventListener('click', keep, true);
window.addEventListener('keydown', stepEarly, true);
window.addEventListener('change', keepPick, true);
new MutationObserver(() => setTimeout(replayWhatIsReady)).observe(document.documentElement, {
  attributes: true,
  attributeFilter: [SHELL_HYDRATED, PAGE_READY],
});
// From here a press on any control is kept: they show.
document.documentElement.removeAttribute(BEFORE_PAGE_START);
