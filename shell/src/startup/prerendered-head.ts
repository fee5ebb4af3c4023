/** What the prerender step marks the head tags it wrote with (tooling/prerender/page-html.mjs). */
const PRERENDERED = '[data-prerendered]';

/**
 * The served page's head tags give way to React's own in one step: they stay until React's <title>
 * is in the head, and go in the same task, before anything else runs or paints. Removed any
 * earlier, the tab would show the bare address, and a bookmark or history entry made meanwhile
 * would have no name, for as long as the take-over lasts. (React does not adopt a served <title>:
 * it inserts its own.) A page that never renders one (its remote failed) keeps the served tags; the
 * error screen renders its own title, so it replaces them too.
 */
export function handOverPrerenderedHead() {
  if (!document.head.querySelector(PRERENDERED)) return;
  const reactTitleArrived = () => document.head.querySelector(`title:not(${PRERENDERED})`) !== null;
  const observer = new MutationObserver(() => {
    if (!reactTitleArrived()) return;
    observer.disconnect();
    document.head.querySelectorAll(PRERENDERED).forEach((element) => element.remove());
  });
  // A mutation observer's callback runs in the microtask right after React's commit, in the same task.
  observer.observe(document.head, { childList: true });
}
