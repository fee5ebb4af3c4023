import type { AssignmentStorage } from '../composition/experiments';

/** A number from 0 to 9999 drawn once per browser, kept in it and never sent: which visitors a sample takes. */
const SAMPLE_DRAW_KEY = 'callvera.field-sample';
const DRAWS = 10_000;

/**
 * Whether this visitor is among the share `rate` of visitors whose pages send events. A visitor is in or out
 * on every page load, so a read-out that counts visitors sees each one whole. Nothing is stored while the
 * rate takes everyone; a browser that keeps nothing is drawn afresh on each load. `storage` is asked for only when the
 * rate needs it: a page's first access to its storage waits for the browser's process to open it.
 */
export function visitorInSample(storage: () => AssignmentStorage, rate: number, random: () => number): boolean {
  if (rate >= 1 || rate <= 0) return rate >= 1;
  let draw = Math.floor(random() * DRAWS);
  try {
    const browserStorage = storage();
    const kept = browserStorage.getItem(SAMPLE_DRAW_KEY);
    if (kept && /^\d{1,4}$/.test(kept)) draw = Number(kept);
    else browserStorage.setItem(SAMPLE_DRAW_KEY, String(draw));
  } catch {
    /* drawn for this load only */
  }
  return draw < rate * DRAWS;
}
