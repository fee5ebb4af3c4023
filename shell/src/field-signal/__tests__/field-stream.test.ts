import { callConnecting } from '@callvera/shared/demo-call';
import { forgetSampleFailures, noteSampleFailure } from '@callvera/shared/demo-sample-failure-event';
import { FIELD_EVENTS, type FieldEventBatch } from '@callvera/shared/field-events';
import { announceVariant } from '../../composition/experiments';
import { SITE_ROUTES } from '../../routing/site-routes';
import { startFieldStream } from '../field-stream';
import { forgetPageSignals, reportPageSignal, takePageSignals } from '../page-signals';

jest.mock('web-vitals/attribution', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() }));

const DASHBOARD = 'https://app.callvera.ai/';
const BOOKING = 'https://cal.com/callvera/demo';

/** The batches the page sent, decoded as the collector reads them. */
function sentBatches() {
  return jest.mocked(fetch).mock.calls.map(([url]) => {
    const batch = new URL(String(url), 'https://callvera.ai').searchParams.get(FIELD_EVENTS.wire.batchParam)!;
    return JSON.parse(Buffer.from(batch, 'base64url').toString('utf8')) as FieldEventBatch;
  });
}

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  return anchor;
}

/** The visitor's browser keeps its assignment, and has sent its exposure (the page's first script did). */
function exposed(variant: string) {
  localStorage.setItem('callvera.experiment.pricing', JSON.stringify({ variant, sent: ['exposure'], exposedOn: '2026-11-03' }));
}

function leavePage() {
  window.dispatchEvent(new Event('pagehide'));
}

let listening: AbortController;

/** What start-field-signal.ts does from the take-over on, before the stream arrives. */
function pageNotes() {
  document.addEventListener(
    'click',
    (event) => {
      const pressed = (event.target as Element).closest('a[href]') as HTMLAnchorElement;
      reportPageSignal({ type: 'link-pressed', link: pressed, path: location.pathname, at: Date.now() });
    },
    { signal: listening.signal },
  );
}

afterEach(() => {
  jest.restoreAllMocks();
  listening.abort();
});

beforeEach(() => {
  listening = new AbortController();
  forgetPageSignals();
  forgetSampleFailures();
  document.body.innerHTML = '';
  localStorage.clear();
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
  // jsdom keeps no navigation timing: the page "loaded" on the path it shows.
  performance.getEntriesByType = () => [];
  history.replaceState(null, '', '/pricing');
});

describe('the stream', () => {
  it('sends what the page noted before it arrived, with the page load’s assignment and the experiments it converts for', () => {
    exposed('annual-first');
    const getStarted = link(DASHBOARD, { 'data-conversion': 'get-started', 'data-plan': 'professional', 'data-billing': 'annual' });
    window.addEventListener('callvera:experiment', (event) =>
      reportPageSignal({ type: 'experiment', detail: (event as CustomEvent).detail }),
    );
    pageNotes();
    announceVariant({ remote: 'pricing', variant: 'annual-first' });
    getStarted.click();
    reportPageSignal({ type: 'remote-ready', remote: 'pricing', path: '/pricing', at: Date.now() });

    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    leavePage();

    const [batch] = sentBatches();
    expect(batch!.page.experiments).toEqual({ pricing: 'annual-first' });
    // The exposure went at once, from the page's first script (exposure-beacon.ts): the stream sends none.
    expect(batch!.events).toEqual([
      expect.objectContaining({
        name: 'conversion',
        action: 'get-started',
        plan: 'professional',
        billing: 'annual',
        route: '/pricing',
        firstFor: { pricing: 'annual-first' },
        // The day its visitor was exposed: a read-out counts the conversion with that day's visitors.
        exposedOn: { pricing: '2026-11-03' },
      }),
    ]);
  });

  it('counts a visitor’s conversion of each kind once, only after its exposure, and never a forced variant’s', () => {
    const getStarted = link(DASHBOARD, { 'data-conversion': 'get-started' });
    const scheduleDemo = link(BOOKING, { 'data-conversion': 'schedule-demo' });
    localStorage.setItem('callvera.experiment.pricing', JSON.stringify({ variant: 'annual-first', sent: [] }));
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    reportPageSignal({ type: 'experiment', detail: { remote: 'pricing', variant: 'annual-first' } });
    pageNotes();
    getStarted.click(); // before the exposure: counts for nothing
    exposed('annual-first');
    getStarted.click();
    getStarted.click(); // the same kind again
    scheduleDemo.click();
    leavePage();
    const firstFor = sentBatches().flatMap((batch) => batch.events.map((event) => ('firstFor' in event ? event.firstFor : null)));
    expect(firstFor).toEqual([null, { pricing: 'annual-first' }, null, { pricing: 'annual-first' }]);
  });

  it('a forced variant’s conversions count for no experiment', () => {
    exposed('control');
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    reportPageSignal({ type: 'experiment', detail: { remote: 'pricing', variant: 'annual-first', forced: true } });
    pageNotes();
    link(DASHBOARD, { 'data-conversion': 'get-started' }).click();
    leavePage();
    expect(sentBatches()[0]!.events).toEqual([expect.not.objectContaining({ firstFor: expect.anything(), exposedOn: expect.anything() })]);
  });

  it('counts only links marked as conversions, with only what the schema takes', () => {
    pageNotes();
    link('https://www.linkedin.com/company/callvera').click();
    link(DASHBOARD, { 'data-conversion': 'get-started', 'data-plan': 'pro plan!', 'data-billing': 'weekly' }).click();
    link(DASHBOARD, { 'data-conversion': 'newsletter' }).click();
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    leavePage();
    expect(sentBatches()[0]!.events).toEqual([
      {
        name: 'conversion',
        action: 'get-started',
        time: expect.any(Number),
        route: '/pricing',
        remote: 'pricing',
        remoteRelease: 'unknown',
      },
    ]);
  });

  it("sends a demo call receipt's conversions with the agent they were about", () => {
    const download = document.createElement('button');
    download.setAttribute('data-conversion', 'demo-call-receipt-downloaded');
    download.setAttribute('data-agent', 'mortgageSupport');
    document.body.append(download);
    reportPageSignal({ type: 'link-pressed', link: download, path: '/', at: Date.now() });
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    leavePage();
    expect(sentBatches()[0]!.events).toEqual([
      expect.objectContaining({ name: 'conversion', action: 'demo-call-receipt-downloaded', agent: 'mortgageSupport', route: '/' }),
    ]);
  });

  it('sends each sample call that could not be played, noted before the stream arrived or after, where and when it failed', () => {
    const failedAt = 1_764_000_000_000;
    jest.spyOn(Date, 'now').mockReturnValue(failedAt);
    history.replaceState(null, '', '/');
    noteSampleFailure({ agent: 'customerSupport', sampleFailure: 'missing' });
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    history.replaceState(null, '', '/pricing');
    noteSampleFailure({ sampleFailure: 'unreadable' });
    leavePage();
    expect(sentBatches()[0]!.events).toEqual([
      {
        name: 'sample-failure',
        agent: 'customerSupport',
        sampleFailure: 'missing',
        time: failedAt,
        route: '/',
        remote: 'landing',
        remoteRelease: 'unknown',
      },
      {
        name: 'sample-failure',
        sampleFailure: 'unreadable',
        time: failedAt,
        route: '/pricing',
        remote: 'pricing',
        remoteRelease: 'unknown',
      },
    ]);
  });

  it('on a path that is no route, names no path at all', () => {
    history.replaceState(null, '', '/jane.doe@example.com');
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    callConnecting('leadQualification', Date.now());
    leavePage();
    expect(sentBatches()[0]!.events).toEqual([
      {
        name: 'conversion',
        action: 'demo-call-requested',
        agent: 'leadQualification',
        time: expect.any(Number),
        route: 'not-found',
        remoteRelease: 'unknown',
      },
    ]);
  });

  it("takes the sending over from the page's first script, which from then on sends nothing as the page is left", () => {
    document.documentElement.removeAttribute('data-field-stream');
    startFieldStream({ path: '/events', routes: SITE_ROUTES, takeSignals: takePageSignals });
    expect(document.documentElement.getAttribute('data-field-stream')).toBe('running');
  });
});
