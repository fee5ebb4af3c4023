import type { VitalMetric } from '@callvera/shared/field-events';

/**
 * Where the page load's measurement ids are kept while the page lives: on <html>, so the page's first script (which
 * sends the vitals of a page left before the event stream arrives) and the stream (which sends them later, should
 * the page go on) name each measurement alike, and a read-out keeps its last value once. Never stored.
 */
const VITAL_IDS_ATTRIBUTE = 'data-vital-ids';

/** In web-vitals' form (its version, the time, 13 random digits), so the log's ids are of one kind. */
const newVitalId = () => `v6-${Date.now()}-${Math.floor(Math.random() * (9e12 - 1)) + 1e12}`;

/** The id of this page load's own measurement of `metric` (not a soft navigation's), made by whichever script asks first. */
export function pageLoadVitalId(metric: VitalMetric): string {
  const root = document.documentElement;
  let ids: Partial<Record<VitalMetric, string>> = {};
  try {
    ids = JSON.parse(root.getAttribute(VITAL_IDS_ATTRIBUTE) ?? '{}') as typeof ids;
  } catch {
    /* made afresh */
  }
  const id = (ids[metric] ??= newVitalId());
  root.setAttribute(VITAL_IDS_ATTRIBUTE, JSON.stringify(ids));
  return id;
}
