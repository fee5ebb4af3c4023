/** Past this, the visitor has surely started reading elsewhere: do not move the page under them. */
const GIVE_UP_AFTER_MS = 5000;

export interface ScrollToAnchorOptions {
  /** Glide there, as after a click; unless the visitor asked for less motion. Arriving on a page jumps. */
  glide?: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The id the page's URL points at (#id), decoded; null when there is none, or when
 * a hand-made link carries a broken %-escape such as /#%, which must not break the page.
 */
export function anchorInUrl(hash: string = window.location.hash): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Scrolls to the element with this id, waiting for it when it is not in the
 * document yet: pages and their later blocks arrive asynchronously from their
 * remotes, so a link can be followed before its target exists.
 * Returns a function that gives up the wait.
 */
export function scrollToAnchorWhenPresent(id: string, { glide = false }: ScrollToAnchorOptions = {}): () => void {
  const behavior: ScrollBehavior = glide && !prefersReducedMotion() ? 'smooth' : 'auto';
  let frame = 0;
  const scrollIfPresent = () => {
    const target = document.getElementById(id);
    if (!target) return false;
    // After the frame, so the layout the target was just inserted into is complete.
    frame = requestAnimationFrame(() => target.scrollIntoView({ behavior, block: 'start' }));
    return true;
  };
  if (scrollIfPresent()) return () => cancelAnimationFrame(frame);

  const observer = new MutationObserver(() => {
    if (scrollIfPresent()) stopWaiting();
  });
  const timer = setTimeout(() => stopWaiting(), GIVE_UP_AFTER_MS);
  function stopWaiting() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    stopWaiting();
    cancelAnimationFrame(frame);
  };
}
