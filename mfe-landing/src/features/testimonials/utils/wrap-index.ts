/** Previous from the first goes to the last; next from the last goes to the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
