// What the bench's trace readers share: Chromium's complete ("X") events nest on a thread, and an entry inside another
// of the same kind is counted once, as the outer one.

/** One decimal place, as the bench prints milliseconds. */
export const round1 = (value) => Math.round(value * 10) / 10;

/** The events not within another of the list, from a list sorted by start (the longer first at one start). */
export function outermostOf(sortedEvents) {
  const outermost = [];
  for (const event of sortedEvents) {
    const enclosing = outermost.at(-1);
    if (enclosing && event.ts + event.dur <= enclosing.ts + enclosing.dur) continue;
    outermost.push(event);
  }
  return outermost;
}
