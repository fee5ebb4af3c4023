import { SITE_PATH } from '../navigation/site-path';

/**
 * Field events (what a page tells the site about itself): where they go and the share of visitors that send
 * them; off when the section is absent, or with the reason when it is malformed.
 */
export type FieldEventsConfig = { on: true; path: string; sampleRate: number } | { on: false; reason?: string };

const EVENTS_PATH = 'must be a path on this site with no query, such as /events';
const SAMPLE_RATE = 'must be a number from 0 to 1';

/** Whether the `fieldEvents` section sends events: the check alone, for the page's first script, which must stay small. */
export function fieldEventsAreOn(raw: unknown): raw is { path: string; sampleRate: number } {
  if (typeof raw !== 'object' || raw === null) return false;
  const { path, sampleRate } = raw as Record<string, unknown>;
  return pathIsValid(path) && rateIsValid(sampleRate);
}

// A path of this origin only: the CSP's connect-src 'self' allows it, and no event leaves the site.
const pathIsValid = (path: unknown): path is string => typeof path === 'string' && SITE_PATH.test(path) && /^[^?#\s]+$/.test(path);
const rateIsValid = (rate: unknown): rate is number => typeof rate === 'number' && rate >= 0 && rate <= 1;

/** The `fieldEvents` section of site-config.json, checked; off with the reason when malformed. */
export function fieldEventsSetting(raw: unknown): FieldEventsConfig {
  if (raw === undefined) return { on: false };
  if (fieldEventsAreOn(raw)) return { on: true, path: raw.path, sampleRate: raw.sampleRate };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { on: false, reason: '"fieldEvents" must hold path and sampleRate' };
  const { path, sampleRate } = raw as Record<string, unknown>;
  const problems = [
    ...(pathIsValid(path) ? [] : [`"fieldEvents.path" ${EVENTS_PATH}`]),
    ...(rateIsValid(sampleRate) ? [] : [`"fieldEvents.sampleRate" ${SAMPLE_RATE}`]),
  ];
  return { on: false, reason: problems.join('; ') };
}
