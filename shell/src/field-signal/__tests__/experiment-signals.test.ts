import defaultConfig from '../../../../shared/site-config.json';
import { FIELD_WIRE, type FieldEventBatch } from '@callvera/shared/field-events';
import { experimentStorageKey, readAssignment } from '../../composition/experiments';
import { announceVariant } from '../../composition/experiments';
import type { VariantShown } from '../../startup/variant-before-paint';
import { sendExperimentSignals } from '../experiment-signals';
import { REMOTE_SHOWN_EVENT } from '../remote-shown-event';

const annualFirst: VariantShown = {
  experiment: 'pricing',
  variant: 'annual-first',
  fellBack: false,
  forced: false,
  weights: { control: 50, 'annual-first': 50 },
  route: '/pricing',
  remoteRelease: '0.1.0',
};

/** The batches the page sent, decoded as the collector reads them. */
function sentBatches() {
  return jest.mocked(fetch).mock.calls.map(([url]) => {
    const batch = new URL(String(url), 'https://callvera.ai').searchParams.get(FIELD_WIRE.batchParam)!;
    return JSON.parse(Buffer.from(batch, 'base64url').toString('utf8')) as FieldEventBatch;
  });
}

/** A page as the prerender writes it: its copy of the site config. */
function pageWithConfig(config: object) {
  document.head.innerHTML = `<script type="application/json" data-deployed-file="/site-config.json">${JSON.stringify(config)}</script>`;
}
const withFieldEvents = (fieldEvents: unknown) => pageWithConfig({ ...defaultConfig, fieldEvents });

/** A new page load of the same visitor: its listeners gone, its id new. */
function newPageLoad() {
  listening.abort();
  listening = new AbortController();
  document.documentElement.removeAttribute('data-page-load');
}

/** The page's listeners on window and document, removed as the page is left. */
function listenUntilLeft() {
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    jest
      .spyOn(target, 'addEventListener')
      .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
        add(type, listener, { ...(typeof options === 'object' ? options : { capture: options }), signal: listening.signal }),
      );
  }
}

const SPLIT = { control: 50, 'annual-first': 50 };
const assigned = (variant: string) =>
  localStorage.setItem(experimentStorageKey('pricing'), JSON.stringify({ variant, weights: SPLIT, sent: [] }));
/** The release of the variant the federation runtime loaded, as its manifest says. */
const loaded = (release: string) =>
  ((globalThis as { __FEDERATION__?: object }).__FEDERATION__ = {
    moduleInfo: { 'pricing:https://pricing.callvera.ai/annual-first/mf-manifest.json': { buildVersion: release } },
  });
/** What the app does: it announces the variant at start-up, then the remote shows its page. */
function shown({ variant, forced, fellBack }: Pick<VariantShown, 'variant' | 'forced' | 'fellBack'>) {
  announceVariant({ remote: 'pricing', variant, ...(forced ? { forced } : {}) });
  if (fellBack) announceVariant({ remote: 'pricing', variant: 'control', fallbackFrom: variant, ...(forced ? { forced } : {}) });
  window.dispatchEvent(new CustomEvent(REMOTE_SHOWN_EVENT, { detail: { remote: 'pricing', route: '/pricing' } }));
}
const atOnce = (run: () => void) => run();
let listening = new AbortController();

beforeEach(() => {
  localStorage.clear();
  pageWithConfig(defaultConfig);
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
  listenUntilLeft();
  newPageLoad();
});
afterEach(() => {
  (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = undefined;
  listening.abort();
  jest.restoreAllMocks();
});

describe('exposures', () => {
  it('go once per visitor and experiment, alone, at once, to the collector, whatever the page loads that follow', () => {
    assigned('annual-first');
    loaded('0.1.0');
    for (let load = 0; load < 3; load++) {
      newPageLoad();
      sendExperimentSignals(null, atOnce);
      shown(annualFirst);
      shown(annualFirst); // Retry, or the visitor back on the route
    }
    const batches = sentBatches();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.page.experiments).toEqual({ pricing: 'annual-first' });
    expect(batches[0]!.events).toEqual([
      {
        name: 'exposure',
        time: expect.any(Number),
        route: '/pricing',
        remote: 'pricing',
        remoteRelease: '0.1.0',
        experiment: 'pricing',
        variant: 'annual-first',
        fellBack: false,
        forced: false,
        weights: { control: 50, 'annual-first': 50 },
      },
    ]);
    expect(jest.mocked(fetch).mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(readAssignment(localStorage, 'pricing')?.sent).toEqual(['exposure']);
  });

  it('of the variant the prerendered page shows go once it has painted, on the page load’s id', () => {
    assigned('annual-first');
    let paint: () => void = () => undefined;
    // The page's first script runs before the rest of <head>, where the copy of the site config is, is parsed.
    document.head.innerHTML = '';
    sendExperimentSignals(annualFirst, (run) => (paint = run));
    pageWithConfig(defaultConfig);
    expect(fetch).not.toHaveBeenCalled();
    paint();
    shown(annualFirst); // the app's take-over shows the same variant
    expect(sentBatches()).toHaveLength(1);
    expect(sentBatches()[0]!.page.pageLoad).toBe(document.documentElement.getAttribute('data-page-load'));
  });

  it('of a variant QA forced go on every load, marked, and note nothing in the browser', () => {
    assigned('control');
    for (let load = 0; load < 2; load++) {
      newPageLoad();
      sendExperimentSignals(null, atOnce);
      shown({ ...annualFirst, forced: true });
    }
    expect(sentBatches().map((batch) => batch.events[0])).toEqual([
      expect.objectContaining({ variant: 'annual-first', forced: true }),
      expect.objectContaining({ variant: 'annual-first', forced: true }),
    ]);
    expect(readAssignment(localStorage, 'pricing')?.sent).toEqual([]);
  });

  it('say the variant assigned, and that the control took its place', () => {
    assigned('annual-first');
    sendExperimentSignals(null, atOnce);
    shown({ ...annualFirst, fellBack: true });
    expect(sentBatches()[0]!.events).toEqual([
      expect.objectContaining({ variant: 'annual-first', fellBack: true, remoteRelease: 'unknown' }),
    ]);
  });

  it('are not sent by a browser that keeps no assignment (it is left out of the experiment)', () => {
    sendExperimentSignals(null, atOnce);
    shown(annualFirst);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })],
    ['field events off', () => pageWithConfig({ ...defaultConfig, fieldEvents: undefined })],
    ['a malformed fieldEvents', () => withFieldEvents({ path: 'https://elsewhere.example/events', sampleRate: 1 })],
    ['a visitor outside the sample', () => withFieldEvents({ path: '/events', sampleRate: 0 })],
  ])('are never sent under %s', (_, arrange) => {
    assigned('annual-first');
    arrange();
    sendExperimentSignals(annualFirst, atOnce);
    shown(annualFirst);
    expect(fetch).not.toHaveBeenCalled();
    expect(readAssignment(localStorage, 'pricing')?.sent).toEqual([]);
  });
});

describe('links out', () => {
  const DASHBOARD = defaultConfig.dashboardUrl;
  const BOOKING = defaultConfig.bookingUrl;
  function link(href: string) {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.addEventListener('click', (event) => event.preventDefault());
    document.body.append(anchor);
    return anchor;
  }
  const exp = (anchor: HTMLAnchorElement) => new URL(anchor.href).searchParams.getAll('exp');

  it('to the dashboard and booking sites carry the assignment, however soon they are pressed, and no other link does', () => {
    assigned('annual-first');
    sendExperimentSignals({ ...annualFirst, weights: SPLIT }, () => undefined); // pressed before the page has even painted
    const dashboard = link(`${DASHBOARD}?plan=pro`);
    const booking = link(BOOKING);
    const elsewhere = link('https://www.linkedin.com/company/callvera');
    for (const anchor of [dashboard, booking, elsewhere]) anchor.click();
    expect(exp(dashboard)).toEqual(['pricing.annual-first']);
    expect(new URL(dashboard.href).searchParams.get('plan')).toBe('pro');
    expect(exp(booking)).toEqual(['pricing.annual-first']);
    expect(elsewhere.href).toBe('https://www.linkedin.com/company/callvera');
  });

  it('carry the variant assigned after a fall-back to the control, as the app announces it', () => {
    assigned('annual-first');
    sendExperimentSignals(null, atOnce);
    shown({ ...annualFirst, fellBack: true });
    const dashboard = link(DASHBOARD);
    dashboard.click();
    expect(exp(dashboard)).toEqual(['pricing.annual-first']);
  });

  it('carry nothing under Global Privacy Control', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    assigned('annual-first');
    sendExperimentSignals(annualFirst, atOnce);
    const dashboard = link(DASHBOARD);
    dashboard.click();
    expect(exp(dashboard)).toEqual([]);
  });
});
