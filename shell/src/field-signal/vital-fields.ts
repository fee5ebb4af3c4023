import { SELECTOR_PATTERN } from '@callvera/shared/field-event-wire';
import type { FieldEventDetail, VitalMetric } from '@callvera/shared/field-events';
import { SHELL } from './code-owners';

/**
 * What a vital event says of a measurement, made alike by the event stream (from web-vitals) and by the page's first
 * script (from the browser's own entries, for a page left before the stream arrives), so that one measurement sent by
 * both is the same event.
 */

const SELECTOR = new RegExp(SELECTOR_PATTERN);

/** A selector of an element, as the schema takes it; undefined when there is none. */
export function selector(text: string | undefined): string | undefined {
  const printable = text?.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
  return printable && SELECTOR.test(printable) ? printable : undefined;
}

/** Milliseconds to the millisecond; CLS, a score, to four decimals. */
export const roundedValue = (metric: VitalMetric, value: number) => (metric === 'CLS' ? Math.round(value * 1e4) / 1e4 : Math.round(value));

/** The remote whose region holds an element: the route's in <main>, the shell's outside; none for an element gone. */
export const regionOwner = (element: Element | null | undefined, routeRemote: string | undefined): string | null =>
  element?.isConnected ? (element.closest('#main') ? (routeRemote ?? null) : SHELL) : null;

/** Whose code a vital is, with its release (`releaseOf`); nothing when the browser does not say. */
export const attributed = (
  owner: string | null,
  releaseOf: (owner: string) => string,
): Pick<FieldEventDetail<'vital'>, 'attributedTo' | 'attributedRelease'> =>
  owner ? { attributedTo: owner, attributedRelease: releaseOf(owner) } : {};
