import { CONVERSION_ATTRIBUTES } from '@callvera/shared/conversion-links';
import { whenIdle } from '@callvera/shared/when-idle';
import type { ExperimentEventDetail } from '../composition/experiments';
import { EXPERIMENT_EVENT, pageStorage } from '../composition/experiments';
import { observeRemoteOutcomes } from '../composition/remote-outcomes';
import { SITE_ROUTES } from '../routing/site-routes';
import type { CheckedSiteConfig } from '../startup/deployment';
import { PAGE_READY } from '@callvera/shared/page-marks';
import { markFieldStream } from './field-stream-state';
import { dropPageSignals, reportPageSignal, takePageSignals } from './page-signals';
import { noteRemoteOutcomes } from './note-remote-outcomes';
import { visitorOptedOut } from './visitor-opted-out';
import { visitorInSample } from './visitor-sample';

/**
 * How long a page that has been taken over stays quiet before the event stream's code is fetched:
 * it is no part of the first load, and never competes with a phone's first taps.
 */
export const SETTLE_MS = 3000;

/**
 * Starts the field signal of this page load. From the take-over on, link presses and the experiments'
 * announcements are noted (what the page must not miss before the stream arrives; all else waits
 * for it). The stream loads once the page has settled, when the deployed site config (as decided once its file
 * has been checked) switches events on and this visitor is in the sample; at once when the page may be about to
 * go: hidden (a phone switching apps keeps it alive a while, long enough to send) or a link out of the site
 * pressed; and when a remote failed. Under Global Privacy Control or Do Not Track nothing is noted or sent.
 */
export function startFieldSignal(deployedSiteConfig: Promise<CheckedSiteConfig>) {
  if (visitorOptedOut()) {
    sendNothing();
    return;
  }
  window.addEventListener(EXPERIMENT_EVENT, (event) =>
    reportPageSignal({ type: 'experiment', detail: (event as CustomEvent<ExperimentEventDetail>).detail }),
  );
  noteRemoteOutcomes();
  let loadStreamNow!: () => void;
  // A page left before the stream has arrived sends its vitals from its first script (vitals-on-leave.ts); what was
  // noted here (presses, remotes' outcomes) goes only if the stream arrives before the page is gone.
  const streamWanted = new Promise<void>((resolve) => (loadStreamNow = resolve));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && loadStreamNow());
  // A remote's failure is sent by the stream, with its outcome, as the page is left: the stream loads at once, so that
  // a visitor who gives up before the page has settled is heard of too. A rare page, with a fallback in a section.
  observeRemoteOutcomes((outcome) => outcome.type === 'failed' && loadStreamNow());
  const onPress = (event: MouseEvent) => {
    // Links, and the buttons marked as conversions (a demo call's receipt: open, copy, download).
    const link = event.target instanceof Element && event.target.closest(`a[href], button[${CONVERSION_ATTRIBUTES.action}]`);
    if (!(link instanceof HTMLAnchorElement || link instanceof HTMLButtonElement)) return;
    reportPageSignal({ type: 'link-pressed', link, path: location.pathname, at: Date.now() });
    // A link out of the site (the dashboard's, the booking site's) leaves this page: the stream races the next one's arrival.
    if (link instanceof HTMLAnchorElement && link.origin !== location.origin) loadStreamNow();
  };
  document.addEventListener('click', onPress, { capture: true });
  document.addEventListener('auxclick', onPress, { capture: true });

  deployedSiteConfig
    .then(async ({ config }) => {
      const events = config.fieldEvents;
      if (!events.on) {
        if (events.reason) console.warn(`Field events are off: ${events.reason}`);
        sendNothing();
        return;
      }
      // The sample is kept in localStorage, whose first access on a page waits for the browser's process to open it:
      // in an idle moment of its own, not within the take-over's task.
      await new Promise<void>((resolve) => whenIdle(resolve));
      if (!visitorInSample(pageStorage, events.sampleRate, Math.random)) {
        sendNothing();
        return;
      }
      await Promise.race([streamWanted, pageSettled()]);
      const { startFieldStream } = await import(/* webpackChunkName: "field-stream" */ './field-stream');
      startFieldStream({
        path: events.path,
        routes: SITE_ROUTES,
        takeSignals: takePageSignals,
      });
    })
    .catch(dropPageSignals);
}

/**
 * This visitor is left out (opted out, out of the sample, or the deployed site config, as checked, switches events off):
 * nothing is kept for the stream, and the page says so on <html>, where its first script reads it as the page is left
 * (that script decided from the page's copy of the config, which may be older).
 */
function sendNothing() {
  markFieldStream('off');
  dropPageSignals();
}

/** Once the page has been taken over (PAGE_READY on <html>) and then stayed quiet for SETTLE_MS, in an idle moment. */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const settleOnceTakenOver = () => {
      if (document.documentElement.hasAttribute(PAGE_READY)) setTimeout(() => whenIdle(() => resolve()), SETTLE_MS);
      else setTimeout(settleOnceTakenOver, 200);
    };
    settleOnceTakenOver();
  });
}
