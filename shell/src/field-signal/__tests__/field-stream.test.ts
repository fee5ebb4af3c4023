import { callConnecting } from '@callvera/shared/demo-call';
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
  document.body.innerHTML = '';
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
  // jsdom keeps no navigation timing: the page "loaded" on the path it shows.
  performance.getEntriesByType = () => [];
  history.replaceState(null, '', '/pricing');
});

describe('the stream', () => {
  it('sends what the page noted before it arrived, with the page load’s assignment', () => {
    const getStarted = link(DASHBOARD, { 'data-conversion': 'get-started', 'data-plan': 'professional', 'data-billing': 'annual' });
    window.addEventListener('callvera:experiment', (event) =>
      reportPageSignal({ type: 'experiment', detail: (event as CustomEvent).detail }),
    );
    pageNotes();
    announceVariant({ remote: 'pricing', variant: 'annual-first' });
    getStarted.click();
    reportPageSignal({ type: 'remote-ready', remote: 'pricing', path: '/pricing', at: Date.now() });

    startFieldStream({ path: '/events', routes: SITE_ROUTES, destinations: [DASHBOARD, BOOKING], takeSignals: takePageSignals });
    leavePage();

    const [batch] = sentBatches();
    expect(batch!.page.experiments).toEqual({ pricing: 'annual-first' });
    expect(batch!.events).toEqual([
      expect.objectContaining({ name: 'conversion', action: 'get-started', plan: 'professional', billing: 'annual', route: '/pricing' }),
      expect.objectContaining({ name: 'exposure', experiment: 'pricing', variant: 'annual-first', fellBack: false }),
    ]);
  });

  it('counts only links marked as conversions, with only what the schema takes', () => {
    pageNotes();
    link('https://www.linkedin.com/company/callvera').click();
    link(DASHBOARD, { 'data-conversion': 'get-started', 'data-plan': 'pro plan!', 'data-billing': 'weekly' }).click();
    link(DASHBOARD, { 'data-conversion': 'newsletter' }).click();
    startFieldStream({ path: '/events', routes: SITE_ROUTES, destinations: [DASHBOARD, BOOKING], takeSignals: takePageSignals });
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
    startFieldStream({ path: '/events', routes: SITE_ROUTES, destinations: [DASHBOARD, BOOKING], takeSignals: takePageSignals });
    leavePage();
    expect(sentBatches()[0]!.events).toEqual([
      expect.objectContaining({ name: 'conversion', action: 'demo-call-receipt-downloaded', agent: 'mortgageSupport', route: '/' }),
    ]);
  });

  it('from then on, adds the assignment to links out to the dashboard and booking sites, and to no other', () => {
    startFieldStream({ path: '/events', routes: SITE_ROUTES, destinations: [DASHBOARD, BOOKING], takeSignals: takePageSignals });
    reportPageSignal({ type: 'experiment', detail: { remote: 'pricing', variant: 'annual-first' } });
    reportPageSignal({ type: 'experiment', detail: { remote: 'pricing', variant: 'control', fallbackFrom: 'annual-first' } });
    const dashboard = link(`${DASHBOARD}?plan=pro`);
    const booking = link(BOOKING);
    const elsewhere = link('https://www.linkedin.com/company/callvera');
    for (const anchor of [dashboard, booking, elsewhere]) anchor.click();
    expect(new URL(dashboard.href).searchParams.getAll('exp')).toEqual(['pricing.annual-first']);
    expect(new URL(dashboard.href).searchParams.get('plan')).toBe('pro');
    expect(new URL(booking.href).searchParams.get('exp')).toBe('pricing.annual-first');
    expect(elsewhere.href).toBe('https://www.linkedin.com/company/callvera');
  });

  it('on a path that is no route, names no path at all', () => {
    history.replaceState(null, '', '/jane.doe@example.com');
    startFieldStream({ path: '/events', routes: SITE_ROUTES, destinations: [DASHBOARD, BOOKING], takeSignals: takePageSignals });
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
});
