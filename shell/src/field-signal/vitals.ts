import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import type { FieldEventDetail } from '@callvera/shared/field-events';
import { busiestOwner, ownerRelease } from './code-owners';
import { attributed as attributedWith, regionOwner, roundedValue, selector } from './vital-fields';
import { pageLoadVitalId } from './vital-ids';

/**
 * A measurement's id: the page load's own measurements carry the page load's ids (vital-ids.ts), under which its
 * first script sent them if the page was hidden before this stream arrived, so a read-out keeps one value of each; a
 * soft navigation's, or a return from the back/forward cache's, is a measurement of its own, under web-vitals' id.
 */
const idOf = (metric: MetricWithAttribution) =>
  metric.navigationType === 'soft-navigation' || metric.navigationType === 'back-forward-cache' ? metric.id : pageLoadVitalId(metric.name);

function vital(metric: MetricWithAttribution): FieldEventDetail<'vital'> {
  return { id: idOf(metric), metric: metric.name, value: roundedValue(metric.name, metric.value), rating: metric.rating };
}

/** Whose code a vital is, with its release; nothing when the browser does not say. */
const attributed = (owner: string | null) => attributedWith(owner, ownerRelease);

/** Where the page landed, and the remote that renders a route: what a measurement's route and region are read by. */
export interface VitalsRoutes {
  landing: string;
  remoteOf: (path: string) => string | undefined;
}

/**
 * The route a measurement was taken on: where the browser reports soft navigations (Chromium from 151), each
 * navigation by a link inside the site is measured apart, for the route it went to; else the page's landing route.
 */
function pathOf(metric: MetricWithAttribution, landing: string): string {
  return metric.navigationType === 'soft-navigation' && metric.navigationURL
    ? new URL(metric.navigationURL, location.href).pathname
    : landing;
}

const SOFT_NAVIGATIONS = { reportSoftNavs: true };

/**
 * The page load's Core Web Vitals as the browser measured them (web-vitals' attribution build, which
 * reads entries the browser kept from before this code loaded), each with the route it was measured on. LCP comes
 * with its element and the remote whose region holds it (that route's remote in <main>, the shell outside); INP
 * with the element of the slowest interaction and the remote whose scripts ran longest in it (Long Animation Frame
 * attribution), or, for an interaction too quick for a long frame, the remote whose region was pressed; CLS and INP
 * come again, under the same id, as the page is hidden.
 */
export function watchVitals(report: (vital: FieldEventDetail<'vital'>, path: string) => void, { landing, remoteOf }: VitalsRoutes) {
  onLCP((metric) => {
    const path = pathOf(metric, landing);
    const element = selector(metric.attribution.target);
    report(
      {
        ...vital(metric),
        ...(element ? { element } : {}),
        ...attributed(regionOwner(metric.attribution.lcpEntry?.element, remoteOf(path))),
      },
      path,
    );
  }, SOFT_NAVIGATIONS);
  onINP((metric) => {
    const path = pathOf(metric, landing);
    const target = selector(metric.attribution.interactionTarget);
    const pressed = metric.entries.map((entry) => entry.target).find((target) => target instanceof Element);
    const pressedOwner = regionOwner(pressed, remoteOf(path));
    const owner =
      busiestOwner(
        metric.attribution.longAnimationFrameEntries.flatMap((frame) => [...frame.scripts]),
        pressedOwner,
      ) ?? pressedOwner;
    report({ ...vital(metric), ...(target ? { target } : {}), ...attributed(owner) }, path);
  }, SOFT_NAVIGATIONS);
  onCLS((metric) => report(vital(metric), pathOf(metric, landing)), SOFT_NAVIGATIONS);
  onFCP((metric) => report(vital(metric), pathOf(metric, landing)), SOFT_NAVIGATIONS);
  onTTFB((metric) => report(vital(metric), pathOf(metric, landing)), SOFT_NAVIGATIONS);
}
