import { memo, useEffect, useState, type ComponentType } from 'react';
import { LazyPart, PartUnavailable } from '@callvera/shared/lazy-part';
import { useSiteConfig } from '@callvera/shared/site-config-context';

/** tooling/prerender/capture.mjs wraps the content of elements with this attribute in React's Suspense markers. */
const SERVED_BOUNDARY_ATTRIBUTE = 'data-hydrates-near-screen';

/** How far ahead of the screen the code starts loading, so it is ready before the block scrolls in. */
const LOAD_AHEAD = '100% 0px';

type BlockLoader = () => Promise<ComponentType>;

/**
 * A block rendered afresh is on its way from then on, and says so: a Back to a place further down the
 * page waits, before giving up on that place, for every part of <main> still marked aria-busy.
 */
const COMING = <div aria-busy="true" />;

const BLOCK_UNAVAILABLE = "This part of the page didn't load. The rest of the page still works; check your connection and try again.";

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

/** Each block's code, once it has arrived, so a block rendered afresh can show at once. */
function trackArrivals<Name extends string>(loaders: Record<Name, BlockLoader>) {
  const arrived = new Map<Name, ComponentType>();
  const load = (name: Name) =>
    loaders[name]().then((Block) => {
      arrived.set(name, Block);
      return Block;
    });
  return { arrived, load };
}

/** Loads every block at once; a failure lets the next render try again. */
function loadTogether<Name extends string>(names: Name[], load: (name: Name) => Promise<ComponentType>): () => Promise<ComponentType[]> {
  let loading: Promise<ComponentType[]> | undefined;
  return () => {
    loading ??= Promise.all(names.map(load)).catch((error: unknown) => {
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
 * Rendered afresh (after navigating here inside the site), a block whose code has
 * arrived shows at once, in the first render, so Back finds the page whole at the place
 * it left (leaving the page fetches the blocks it never reached); the others all load at
 * once and arrive together: one by one, a block arriving above the one the visitor is
 * reading, or was sent to, would push it away.
 * If the code cannot arrive, served HTML stays readable and the load is tried
 * again when the browser comes back online; a block rendered afresh shows a
 * small fallback with Retry in its place, and the other blocks stay.
 */
export function nearScreenSections<Name extends string>(loaders: Record<Name, BlockLoader>): Record<Name, ComponentType> {
  const names = Object.keys(loaders) as Name[];
  const { arrived, load: loadBlock } = trackArrivals(loaders);
  const loadAll = loadTogether(names, loadBlock);
  const sections = {} as Record<Name, ComponentType>;
  names.forEach((name, position) => {
    const loadFresh = async () => (await loadAll())[position]!;
    // memo: a re-render reaching a block that is not hydrated yet would make React drop its HTML.
    sections[name] = memo(function NearScreenSection() {
      // Decided once, at the first render: only a served page holds the block's HTML then.
      const [{ load, Arrived, loading, takeOverNow }] = useState(() => {
        const served = document.querySelector(`[${SERVED_BOUNDARY_ATTRIBUTE}="${name}"]`);
        if (!served) return { load: loadFresh, Arrived: arrived.get(name), loading: COMING, takeOverNow: () => undefined };
        let takeOverNow!: () => void;
        const asked = new Promise<void>((resolve) => (takeOverNow = resolve));
        return {
          load: async () => {
            await Promise.race([nearScreen(served), asked]);
            // Served HTML needs no JavaScript to be read: while the code cannot arrive it stays as it is.
            return loadRetryingWhenOnline(() => loadBlock(name));
          },
          Arrived: undefined,
          loading: null,
          takeOverNow,
        };
      });
      // The deployed site config, when it differs from the page's copy, comes in a transition, which
      // React holds until it has taken over every block that reads the config (rendering one afresh
      // would drop its served HTML). So such a block is taken over now, not when it nears the screen.
      const config = useSiteConfig();
      const [servedWith] = useState(config);
      if (config !== servedWith) takeOverNow();
      // A visitor who leaves the page before the block neared the screen (a link straight to the
      // contact block, say) may come Back: its code fetched now lets the page render whole then.
      useEffect(
        () => () => {
          if (!arrived.has(name)) loadBlock(name).catch(() => undefined);
        },
        [],
      );
      return (
        <div {...{ [SERVED_BOUNDARY_ATTRIBUTE]: name }}>
          {Arrived ? (
            <Arrived />
          ) : (
            <LazyPart
              load={load}
              props={{}}
              loading={loading}
              failed={(retry) => <PartUnavailable message={BLOCK_UNAVAILABLE} retry={retry} />}
            />
          )}
        </div>
      );
    });
  });
  return sections;
}

/** Loads, and after a failure tries again each time the browser comes back online; never gives up. */
function loadRetryingWhenOnline(load: BlockLoader): Promise<ComponentType> {
  return load().catch(
    () =>
      new Promise<ComponentType>((resolve) => {
        window.addEventListener('online', () => resolve(loadRetryingWhenOnline(load)), { once: true });
      }),
  );
}
