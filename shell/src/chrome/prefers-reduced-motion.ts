/** Whether the visitor asked for less motion; scrolling then jumps instead of gliding. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
