import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { FIELD_TYPES, type FieldEventDetail } from '@callvera/shared/field-events';
import { busiestOwner, ownerRelease, SHELL } from './code-owners';

const SELECTOR = new RegExp(FIELD_TYPES.selector.pattern);

/** web-vitals' selector of an element, as the schema takes it; left out when there is none. */
function selector(text: string | undefined): string | undefined {
  const printable = text?.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
  return printable && SELECTOR.test(printable) ? printable : undefined;
}

function vital(metric: MetricWithAttribution): FieldEventDetail<'vital'> {
  // Milliseconds to the millisecond; CLS, a score, to four decimals.
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
  return { id: metric.id, metric: metric.name, value, rating: metric.rating };
}

/** Whose code a vital is, with its release; nothing when the browser does not say. */
const attributed = (owner: string | null) => (owner ? { attributedTo: owner, attributedRelease: ownerRelease(owner) } : {});

/** The remote whose region holds an element: the route's in <main>, the shell's outside; none for an element gone. */
const regionOwner = (element: Element | null | undefined, routeRemote: string | undefined) =>
  element?.isConnected ? (element.closest('#main') ? (routeRemote ?? null) : SHELL) : null;

/**
 * The page load's Core Web Vitals as the browser measured them (web-vitals' attribution build, which
 * reads entries the browser kept from before this code loaded). LCP comes with its element and the remote whose
 * region holds it (`routeRemote` in <main>, the shell outside); INP with the element of the slowest interaction and
 * the remote whose scripts ran longest in it (Long Animation Frame attribution), or, for an interaction too quick
 * for a long frame, the remote whose region was pressed; CLS and INP come again, under the same id, as the page is
 * hidden.
 */
export function watchVitals(report: (vital: FieldEventDetail<'vital'>) => void, routeRemote: string | undefined) {
  onLCP((metric) => {
    const element = selector(metric.attribution.target);
    report({
      ...vital(metric),
      ...(element ? { element } : {}),
      ...attributed(regionOwner(metric.attribution.lcpEntry?.element, routeRemote)),
    });
  });
  onINP((metric) => {
    const target = selector(metric.attribution.interactionTarget);
    const pressed = metric.entries.map((entry) => entry.target).find((target) => target instanceof Element);
    const pressedOwner = regionOwner(pressed, routeRemote);
    const owner =
      busiestOwner(
        metric.attribution.longAnimationFrameEntries.flatMap((frame) => [...frame.scripts]),
        pressedOwner,
      ) ?? pressedOwner;
    report({ ...vital(metric), ...(target ? { target } : {}), ...attributed(owner) });
  });
  onCLS((metric) => report(vital(metric)));
  onFCP((metric) => report(vital(metric)));
  onTTFB((metric) => report(vital(metric)));
}
