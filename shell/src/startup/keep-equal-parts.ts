type Composite = Record<string, unknown> | unknown[];

const isComposite = (value: unknown): value is Composite => typeof value === 'object' && value !== null;

/** Keys as JSON sees them: a key whose value is undefined is no key at all. */
const keysOf = (value: Composite) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);

/**
 * Next, with every part deep-equal to the same part of previous kept as previous's very object (previous itself
 * when the whole is equal). Whoever holds a part can then tell "changed" by identity alone, and a part
 * that did not change re-renders nothing. Meant for JSON data: plain objects, arrays and primitives.
 */
export function keepEqualParts<T>(previous: T, next: T): T {
  return keep(previous, next) as T;
}

function keep(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (!isComposite(previous) || !isComposite(next) || Array.isArray(previous) !== Array.isArray(next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const kept = next.map((item, index) => keep(previous[index], item));
    const unchanged = kept.length === previous.length && kept.every((item, index) => item === previous[index]);
    return unchanged ? previous : kept;
  }
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = keysOf(after);
  const kept = Object.fromEntries(keys.map((key) => [key, keep(before[key], after[key])]));
  const unchanged = keys.length === keysOf(before).length && keys.every((key) => kept[key] === before[key]);
  return unchanged ? previous : kept;
}
