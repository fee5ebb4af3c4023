import { lazy, memo, Suspense, type ComponentType } from 'react';

/** scripts/prerender.mjs wraps the content of elements with this attribute in React's Suspense markers. */
const SERVED_BOUNDARY_ATTRIBUTE = 'data-hydrates-near-screen';

/** How far ahead of the screen the code starts loading, so it is ready before the block scrolls in. */
const LOAD_AHEAD = '100% 0px';

function nearScreen(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
  });
}

/**
 * Blocks of the home page with nothing to operate but links. Served prerendered,
 * their code loads only as they near the screen, and React leaves their HTML as
 * it is until then: a visitor who reads the first screen never pays for them.
 * Rendered afresh (after navigating here inside the site), they load at once.
 */
export function nearScreenSection(name: string, load: () => Promise<ComponentType>): ComponentType {
  const Blocks = lazy(async () => {
    const served = document.querySelector(`[${SERVED_BOUNDARY_ATTRIBUTE}="${name}"]`);
    if (!served) return { default: await load() };
    await nearScreen(served);
    // Served HTML needs no JavaScript to be read: if the code cannot arrive, it stays as it is.
    return { default: await load().catch(() => new Promise<never>(() => {})) };
  });
  // memo: a re-render reaching a block that is not hydrated yet would make React drop its HTML.
  return memo(function NearScreenSection() {
    return (
      <div {...{ [SERVED_BOUNDARY_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Blocks />
        </Suspense>
      </div>
    );
  });
}
