import { CONVERSION_ATTRIBUTES } from '@callvera/shared/field-events';
import type { SiteConfig } from '@callvera/shared/site-config';
import type { CheckedSiteConfig } from '../startup/deployment';
import { PAGE_READY } from '../startup/hydration-marks';
import { watchAssignments } from './experiment-assignments';
import { carryAssignments } from './outbound-links';
import { dropPageSignals, reportPageSignal } from './page-signals';
import { visitorOptedOut } from './visitor-opted-out';

/**
 * How long a page that has loaded and been taken over stays quiet before the event stream's code
 * is fetched: it is no part of the first load, and never competes with a phone's first taps.
 */
export const SETTLE_MS = 3000;

/**
 * Starts the field signal of this page load: presses on conversion links are noted (and links out
 * carry the experiment assignments) at once; the stream that sends the events loads once the page
 * has settled, when the deployed site config switches events on and this load is in the sample.
 * Under Global Privacy Control or Do Not Track nothing is noted or sent.
 */
export function startFieldSignal(started: SiteConfig, check: Promise<CheckedSiteConfig>) {
  if (visitorOptedOut()) {
    dropPageSignals();
    return;
  }
  let config = started;
  const assignments = watchAssignments();
  const onPress = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    if (event.type !== 'contextmenu') noteConversion(link);
    if (config.fieldEvents.on) carryAssignments(link, assignments, [config.dashboardUrl, config.bookingUrl]);
  };
  for (const type of ['click', 'auxclick', 'contextmenu'] as const) document.addEventListener(type, onPress, { capture: true });

  check
    .then(async ({ config: checked }) => {
      config = checked;
      const events = checked.fieldEvents;
      if (!events.on) {
        if (events.reason) console.warn(`Field events are off: ${events.reason}`);
        dropPageSignals();
        return;
      }
      if (Math.random() >= events.sampleRate) {
        dropPageSignals();
        return;
      }
      await pageSettled();
      const { startFieldStream } = await import(/* webpackChunkName: "field-stream" */ './field-stream');
      startFieldStream({ path: events.path, assignments });
    })
    .catch(dropPageSignals);
}

/** A press on a link its remote marked as a conversion (`conversionAttributes`); it goes on as pressed. */
function noteConversion(link: HTMLAnchorElement) {
  const action = link.getAttribute(CONVERSION_ATTRIBUTES.action);
  if (!action) return;
  const plan = link.getAttribute(CONVERSION_ATTRIBUTES.plan) ?? undefined;
  const billing = link.getAttribute(CONVERSION_ATTRIBUTES.billing) ?? undefined;
  reportPageSignal({ type: 'conversion', conversion: { action, plan, billing }, path: location.pathname, at: Date.now() });
}

/**
 * Taken over, loaded, SETTLE_MS of nothing more, then an idle moment; or at once when the page is
 * hidden first (a phone switching apps keeps it alive a while, long enough to send).
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const onHidden = () => document.visibilityState === 'hidden' && resolve();
    document.addEventListener('visibilitychange', onHidden);
    void pageTakenOver()
      .then(loaded)
      .then(() => new Promise((settled) => setTimeout(settled, SETTLE_MS)))
      .then(idle)
      .then(() => resolve());
  });
}

/** Once <html> carries PAGE_READY: the page's served HTML is the app's. */
function pageTakenOver(): Promise<void> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    const taken = () => root.hasAttribute(PAGE_READY);
    if (taken()) return resolve();
    const observer = new MutationObserver(() => {
      if (!taken()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [PAGE_READY] });
  });
}

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}
