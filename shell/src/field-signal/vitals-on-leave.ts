import { FIELD_SCHEMA_VERSION } from '@callvera/shared/field-event-wire';
import type { FieldEvent, FieldEventCommon } from '@callvera/shared/field-events';
import type { RemoteName } from '@callvera/shared/contracts';
import type { VariantShown } from '../startup/variant-before-paint';
import { SHELL } from './code-owners';
import { elementSelector } from './element-selector';
import { batchUrl } from './event-batches';
import { postBatch } from './event-sender';
import { assignedVariants, type Assignments } from './experiment-assignments';
import { fieldStreamState } from './field-stream-state';
import type { PageCollector } from './page-collector';
import { landingPath, routeFieldsIn } from './page-context';
import { pageFields } from './page-fields';
import { PAGE_ROUTES } from './page-routes';
import { loadedRelease, remoteRelease } from './remote-release';
import { shellRelease } from './shell-release';
import { attributed, regionOwner, roundedValue, selector } from './vital-fields';
import { pageLoadVitalId } from './vital-ids';
import { vitalRating } from './vital-ratings';
import { watchVitalsSoFar, type VitalSoFar } from './vitals-so-far';

export interface VitalsOnLeave {
  /** Where the page's first script sends events, if it does (page-collector.ts). */
  collector: () => PageCollector;
  /** This page load's assignments, as they become known. */
  assignments: Assignments;
  /** The variant the first script showed before the first paint, if any: what the visitor saw until the app came. */
  shownBeforePaint: VariantShown | null;
  /** Runs its argument once the page has painted: the browser's entries are watched from then on. */
  afterPaint?: (run: () => void) => void;
}

/**
 * From the page's first script: as the page is first hidden or left (a tab closed, another address, Back, a link in
 * or out of the site, a phone switching apps), sends what the browser has measured of this page load so far (TTFB,
 * FCP, LCP, CLS and INP), unless the event stream has taken the sending over. The stream loads only once the page has
 * settled, so a visitor who leaves sooner would otherwise send nothing, and the field would hear only from visitors
 * who stay. The events are the stream's, under the ids it uses (vital-ids.ts): should the page go on, and the stream
 * send them again, a read-out keeps each measurement once, at its later value. Nothing for a visitor the field events
 * leave out, and nothing once the take-over found them off.
 */
export function sendVitalsOnLeave({ collector, assignments, shownBeforePaint, afterPaint }: VitalsOnLeave) {
  const vitalsSoFar = watchVitalsSoFar(afterPaint);
  let left = false;
  const leaving = () => {
    // A page prerendered and never shown was not visited.
    if (left || (document as { prerendering?: boolean }).prerendering) return;
    left = true;
    const path = collector().path;
    if (!path || fieldStreamState()) return;
    const events = vitalEvents(vitalsSoFar(), shownBeforePaint);
    if (!events.length) return;
    void postBatch(batchUrl(path, { v: FIELD_SCHEMA_VERSION, page: pageFields(assignedVariants(assignments)), events }));
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leaving());
  window.addEventListener('pagehide', leaving);
}

/** The page load's vitals as the stream's events: on the route the page loaded on, each measurement's id its own. */
function vitalEvents(vitals: readonly VitalSoFar[], shown: VariantShown | null): FieldEvent[] {
  // Before the app has loaded a remote, the visitor sees the release the page was prerendered from, or the variant
  // the first script put in its place.
  const releaseOf = (owner: string) =>
    owner === SHELL
      ? shellRelease()
      : shown?.experiment === owner && loadedRelease(owner as RemoteName) === undefined
        ? shown.remoteRelease
        : remoteRelease(owner as RemoteName);
  const route = routeFieldsIn(PAGE_ROUTES)(landingPath());
  const where: FieldEventCommon = { time: Date.now(), ...route, ...(route.remote ? { remoteRelease: releaseOf(route.remote) } : {}) };
  return vitals.map(({ metric, value, element }) => {
    const named = selector(element ? elementSelector(element) : undefined);
    const owner = metric === 'LCP' || metric === 'INP' ? attributed(regionOwner(element, route.remote), releaseOf) : {};
    return {
      name: 'vital',
      ...where,
      id: pageLoadVitalId(metric),
      metric,
      value: roundedValue(metric, value),
      rating: vitalRating(metric, value),
      ...(named && metric === 'LCP' ? { element: named } : {}),
      ...(named && metric === 'INP' ? { target: named } : {}),
      ...owner,
    };
  });
}
