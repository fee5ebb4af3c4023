import { onceMainFilled } from '../composition/main-filled';
/** Where the visitor was on each history entry, by the entry's own id (see currentEntry). */
export const positions = new Map<string, number>();

/**
 * Kept in history.state: each entry's id, and, in the entry a link leaves from, the places
 * kept so far (a Back to it from another site starts a new document, whose Back and Forward
 * reach the entries of the old one).
 */
const ENTRY_ID = 'scrollEntry';
const POSITIONS = 'scrollPositions';

// Unique within the tab's history: a new document starts at another time.
const documentStart = Date.now().toString(36);
let entriesMade = 0;

/**
 * The current history entry's id, and whether the app had never seen the entry. The router's
 * own key cannot serve: every entry it did not make itself (the first one, or one the browser
 * made for a "#section" link) has the same key.
 */
export function currentEntry(): { id: string; isNew: boolean } {
  const kept: unknown = history.state?.[ENTRY_ID];
  if (typeof kept === 'string') return { id: kept, isNew: false };
  const id = `${documentStart}.${++entriesMade}`;
  history.replaceState({ ...history.state, [ENTRY_ID]: id }, '');
  return { id, isNew: true };
}

/**
 * Positions read once the new page has replaced the old one would be clamped to it: keep them as they change.
 * A press counts only on a link: reading the position makes the browser lay out the page there and then, inside
 * the press's own frame, which would slow every press on the page (INP) for no place worth keeping.
 */
export function rememberPosition(entryId: string, event: Event) {
  const press = event.type === 'click';
  const leavingBy = press && event.target instanceof Element && event.target.closest('a[href]');
  if (press && !leavingBy) return;
  positions.set(entryId, window.scrollY);
  if (leavingBy) history.replaceState({ ...history.state, [POSITIONS]: Object.fromEntries(positions) }, '');
}

export function seedPositionsFromHistory() {
  const kept: unknown = history.state?.[POSITIONS];
  if (typeof kept !== 'object' || kept === null) return;
  for (const [id, y] of Object.entries(kept)) if (typeof y === 'number' && !positions.has(id)) positions.set(id, y);
}

const GIVE_UP_AFTER_MS = 3000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** A part of <main> whose code is on its way says so with aria-busy: the route's loading state, a block coming. */
const partOfMainComing = () => document.querySelector('main [aria-busy="true"]') !== null;

/**
 * Scrolls to `y` now; a page whose code has not arrived in this document yet is too short
 * for it, so the place is reached as the page grows, until the visitor scrolls themselves.
 * It gives up once the page has stopped growing for GIVE_UP_AFTER_MS after the app has filled
 * <main> and with no part of <main> on its way, not before: on a slow phone a Back pressed before
 * take-over waits for the app's code, and a Back to a page whose code this document has not
 * fetched yet waits for the page and then for its blocks, each of which may take longer than
 * that to arrive and lets the page grow towards the place. Returns what stops it.
 */
export function reachWhenThePageAllows(y: number): () => void {
  window.scrollTo(0, y);
  if (Math.abs(window.scrollY - y) < 1) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let mainFilled = false;
  const giveUpLater = () => {
    clearTimeout(timer);
    if (mainFilled) timer = setTimeout(() => (partOfMainComing() ? giveUpLater() : stop()), GIVE_UP_AFTER_MS);
  };
  const growing = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1) stop();
    else giveUpLater();
  });
  const stopWaiting = onceMainFilled(() => {
    mainFilled = true;
    giveUpLater();
  });
  function stop() {
    growing.disconnect();
    stopWaiting();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop, true);
  }
  growing.observe(document.body);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, true);
  return stop;
}
