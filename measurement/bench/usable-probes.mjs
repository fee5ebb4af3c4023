// What "usable" means on each route: a control in main that a visitor presses (`control` finds it,
// `type` is text typed into it after the tap), the effect that shows the site responded, and its targets
// (ms: `usable` from the navigation's start, `dead` from first paint to usable).
// `control` and `responded` run inside the page (every document of the run): nothing but the DOM.
/* global document, location, innerHeight -- the functions below run in the page */
import { SITE_REGISTRY } from '@callvera/shared/registry';

/**
 * `/`: the review carousel's arrow. Its dots are radios and CSS shows the checked one's review; the arrow
 * steps them, from the page's first script before take-over and from the app after.
 */
const NEXT_REVIEW = {
  name: 'Next review → slide 2 shows',
  targets: { dead: ['<=', 300], usable: ['<=', 1500] },
  control: () => document.querySelector('main button[aria-label="Next review"]'),
  // Every review is in the HTML: the second one must show alone (before the CSS is in, all of them show).
  responded: () => {
    const shown = [...document.querySelectorAll('main [aria-roledescription="slide"]')].filter((slide) => slide.checkVisibility());
    return shown.length === 1 && /^2 of /.test(shown[0].getAttribute('aria-label') ?? '');
  },
};

/**
 * `/pricing`: the usage estimator works out the cheapest plan in JavaScript. Its answer comes at take-over, and the
 * value typed before it is kept: the target is that the answer shows at most 1.5 s after the page does.
 */
const USAGE_ESTIMATE = {
  name: 'type 2500 minutes → "Cheapest plan" shows',
  targets: { dead: ['<=', 1500] },
  control: () => [...document.querySelectorAll('main label')].find((l) => l.textContent.trim() === 'Expected minutes per month')?.control,
  type: '2500',
  responded: () => [...document.querySelectorAll('main p')].some((p) => p.textContent.trim() === 'Cheapest plan'),
};

/**
 * Articles have no script-only control in main; their in-app links are the JavaScript part (a plain
 * page load without it). Pressed at first paint, either way the pricing page must show. A link followed
 * before take-over is a navigation, not a dead window: usable is then the next page's own first paint,
 * and there is no dead-window target.
 */
const IN_APP_LINK = {
  name: '"See plans and pricing" → /pricing shows',
  navigates: true,
  targets: { usable: ['<=', 1500] },
  control: () => [...document.querySelectorAll('main a')].find((a) => a.textContent.trim() === 'See plans and pricing'),
  responded: () =>
    location.pathname === '/pricing' && [...document.querySelectorAll('main h1')].some((h) => h.textContent.trim() === 'Upgrade your plan'),
};

/** Legal pages: a table-of-contents link (plain HTML) must land on its section. */
const TOC_LINK = {
  name: 'third contents link → its section at the top',
  targets: { dead: ['<=', 300], usable: ['<=', 1500] },
  control: () => document.querySelectorAll('nav[aria-label="Table of contents"] a')[2],
  responded: () => {
    const link = document.querySelectorAll('nav[aria-label="Table of contents"] a')[2];
    if (!link || location.hash !== link.hash) return false;
    const top = document.getElementById(decodeURIComponent(link.hash.slice(1)))?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < innerHeight / 4;
  },
};

/** By the remote that serves the route (shared/registry): every page of a remote has the same kind of control. */
const PROBE_OF_REMOTE = { landing: NEXT_REVIEW, pricing: USAGE_ESTIMATE, articles: IN_APP_LINK, legal: TOC_LINK };

export function usableProbe(route) {
  const remote = SITE_REGISTRY.routes.find((candidate) => candidate.path === route)?.remote;
  const probe = PROBE_OF_REMOTE[remote];
  if (!probe) throw new Error(`${route}: no usable probe for its remote (${remote}) in measurement/bench/usable-probes.mjs`);
  return probe;
}
