import { lazy, memo, Suspense, type ComponentType } from 'react';

/** scripts/prerender.mjs wraps the content of elements with this attribute in React's Suspense markers. */
const SERVED_BOUNDARY_ATTRIBUTE = 'data-hydrates-near-screen';

/** How far ahead of the screen the code starts loading, so it is ready before the block scrolls in. */
const LOAD_AHEAD = '100% 0px';

type BlockLoader = () => Promise<ComponentType>;

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

/** Loads every block at once; a failure lets the next render try again. */
function loadTogether(loaders: BlockLoader[]): () => Promise<ComponentType[]> {
  let loading: Promise<ComponentType[]> | undefined;
  return () => {
    loading ??= Promise.all(loaders.map((load) => load())).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Blocks of the home page with nothing to operate but links. Served prerendered,
 * their code loads only as each nears the screen, and React leaves its HTML as
 * it is until then: a visitor who reads the first screen never pays for them.
 * Rendered afresh (after navigating here inside the site), they all load at once
 * and arrive together: one by one, a block arriving above the one the visitor
 * is reading, or was sent to, would push it away.
 */
export function nearScreenSections<Name extends string>(loaders: Record<Name, BlockLoader>): Record<Name, ComponentType> {
  const names = Object.keys(loaders) as Name[];
  const loadAll = loadTogether(names.map((name) => loaders[name]));
  const sections = {} as Record<Name, ComponentType>;
  names.forEach((name, position) => {
    const Blocks = lazy(async () => {
      const served = document.querySelector(`[${SERVED_BOUNDARY_ATTRIBUTE}="${name}"]`);
      if (!served) return { default: (await loadAll())[position]! };
      await nearScreen(served);
      // Served HTML needs no JavaScript to be read: if the code cannot arrive, it stays as it is.
      return { default: await loaders[name]().catch(() => new Promise<never>(() => {})) };
    });
    // memo: a re-render reaching a block that is not hydrated yet would make React drop its HTML.
    sections[name] = memo(function NearScreenSection() {
      return (
        <div {...{ [SERVED_BOUNDARY_ATTRIBUTE]: name }}>
          <Suspense fallback={null}>
            <Blocks />
          </Suspense>
        </div>
      );
    });
  });
  return sections;
}
