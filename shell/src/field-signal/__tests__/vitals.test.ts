import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { FieldEventDetail } from '@callvera/shared/field-events';
import { busiestOwner, ownerOfScript } from '../code-owners';
import { watchVitals } from '../vitals';

jest.mock('web-vitals/attribution', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() }));

/** The manifests this page's federation runtime fetched: pricing's variant under the control's origin, landing's, the shell's own. */
const federation = {
  moduleInfo: {
    'shell:http://localhost/mf-manifest.json': { buildVersion: '2.0.0' },
    'pricing:https://pricing.callvera.ai/annual-first/mf-manifest.json': { buildVersion: '1.5.0' },
    'landing:https://landing.callvera.ai/mf-manifest.json': { buildVersion: '1.2.0' },
    'demo_call:https://demo-call.callvera.ai/mf-manifest.json': { buildVersion: '3.0.1' },
  },
};

beforeEach(() => {
  (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = federation;
  document.body.innerHTML = '<header><p id="brand">Callvera</p></header><main id="main"><h1 id="title">Upgrade your plan</h1></main>';
});
afterEach(() => {
  (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = undefined;
  jest.clearAllMocks();
});

describe('whose code a script is', () => {
  it('is the remote whose build folder holds it, the longest folder first, or the shell on its own origin', () => {
    expect(ownerOfScript('https://pricing.callvera.ai/annual-first/assets/531.js')).toBe('pricing');
    expect(ownerOfScript('https://landing.callvera.ai/assets/hero.js')).toBe('landing');
    expect(ownerOfScript('http://localhost/assets/main.js')).toBe('shell');
    expect(ownerOfScript('chrome-extension://abc/content.js')).toBeNull();
  });

  it('for a slow interaction, is the one whose scripts ran longest in it', () => {
    const scripts = [
      { sourceURL: 'http://localhost/assets/main.js', duration: 40 },
      { sourceURL: 'https://demo-call.callvera.ai/assets/vapi.js', duration: 120 },
      { sourceURL: 'https://landing.callvera.ai/assets/hero.js', duration: 90 },
      { sourceURL: 'https://landing.callvera.ai/assets/cards.js', duration: 60 },
    ];
    expect(busiestOwner(scripts)).toBe('landing');
    expect(busiestOwner([])).toBeNull();
  });

  it('counts React’s dispatch of a press from #root for the region pressed, whose handlers it ran', () => {
    const dispatch = {
      sourceURL: 'http://localhost/assets/shared-packages.js',
      duration: 300,
      invoker: 'DIV#root.onclick',
      invokerType: 'event-listener',
    };
    expect(busiestOwner([dispatch, { sourceURL: 'http://localhost/assets/main.js', duration: 20 }], 'pricing')).toBe('pricing');
    // A listener of the shell's own, on another element, is the shell's.
    expect(busiestOwner([{ ...dispatch, invoker: 'DOCUMENT.onkeydown' }], 'pricing')).toBe('shell');
  });
});

describe('vitals', () => {
  const reported: FieldEventDetail<'vital'>[] = [];
  const paths: string[] = [];
  const fire = (on: jest.Mock, metric: object) => on.mock.calls.forEach(([callback]) => callback(metric));
  const remotes: Record<string, string> = { '/pricing': 'pricing', '/': 'landing' };
  beforeEach(() => {
    reported.length = 0;
    paths.length = 0;
    watchVitals(
      (vital, path) => {
        reported.push(vital);
        paths.push(path);
      },
      { landing: '/pricing', remoteOf: (path) => remotes[path] },
    );
  });

  it("carry the page load's id of each measurement, which its first script sends under too, so a read-out keeps one value of each", () => {
    document.documentElement.removeAttribute('data-vital-ids');
    const ids = () => JSON.parse(document.documentElement.getAttribute('data-vital-ids')!) as Record<string, string>;
    fire(jest.mocked(onCLS), { id: 'v6-1795478400000-1000000000001', name: 'CLS', value: 0.01234, rating: 'good', attribution: {} });
    fire(jest.mocked(onFCP), { id: 'v6-1795478400000-1000000000002', name: 'FCP', value: 612.4, rating: 'good', attribution: {} });
    fire(jest.mocked(onTTFB), { id: 'v6-1795478400000-1000000000003', name: 'TTFB', value: 30, rating: 'good', attribution: {} });
    // Reported again as the page is hidden: the same measurement.
    fire(jest.mocked(onCLS), {
      id: 'v6-1795478400000-1000000000001',
      name: 'CLS',
      value: 0.2,
      rating: 'needs-improvement',
      attribution: {},
    });
    expect(reported).toEqual([
      { id: ids().CLS, metric: 'CLS', value: 0.0123, rating: 'good' },
      { id: ids().FCP, metric: 'FCP', value: 612, rating: 'good' },
      { id: ids().TTFB, metric: 'TTFB', value: 30, rating: 'good' },
      { id: ids().CLS, metric: 'CLS', value: 0.2, rating: 'needs-improvement' },
    ]);
    expect(new Set(Object.values(ids())).size).toBe(3);
    for (const id of Object.values(ids())) expect(id).toMatch(/^v6-\d{13}-\d{13}$/);
  });

  it("a soft navigation's measurements, and a return from the back/forward cache's, keep web-vitals' own ids: each is a page view of its own", () => {
    const soft = {
      id: 'v6-1795478400000-1000000000012',
      name: 'CLS',
      value: 0,
      rating: 'good',
      navigationType: 'soft-navigation',
      attribution: {},
    };
    fire(jest.mocked(onCLS), soft);
    fire(jest.mocked(onFCP), {
      ...soft,
      id: 'v6-1795478400000-1000000000013',
      name: 'FCP',
      value: 90,
      navigationType: 'back-forward-cache',
    });
    expect(reported.map((vital) => vital.id)).toEqual(['v6-1795478400000-1000000000012', 'v6-1795478400000-1000000000013']);
  });

  it('LCP names the remote whose region holds the element, the shell outside <main>', () => {
    const lcp = (id: string) => ({ id: `v6-1795478400000-100000000000${id}`, name: 'LCP', value: 900, rating: 'good' });
    fire(jest.mocked(onLCP), { ...lcp('4'), attribution: { target: '#title', lcpEntry: { element: document.getElementById('title') } } });
    fire(jest.mocked(onLCP), { ...lcp('5'), attribution: { target: '#brand', lcpEntry: { element: document.getElementById('brand') } } });
    fire(jest.mocked(onLCP), { ...lcp('6'), attribution: {} });
    expect(reported.map(({ attributedTo, attributedRelease }) => [attributedTo, attributedRelease])).toEqual([
      ['pricing', '1.5.0'],
      ['shell', expect.any(String)],
      [undefined, undefined],
    ]);
  });

  it('INP names the remote whose scripts ran longest in the slowest interaction, else the region pressed, else nothing', () => {
    const frame = (sourceURL: string, duration: number) => ({ scripts: [{ sourceURL, duration }] });
    fire(jest.mocked(onINP), {
      id: 'v6-1795478400000-1000000000007',
      name: 'INP',
      value: 320,
      rating: 'needs-improvement',
      entries: [{ target: document.getElementById('title') }],
      attribution: {
        interactionTarget: '#main>button',
        longAnimationFrameEntries: [frame('https://landing.callvera.ai/assets/hero.js', 200), frame('http://localhost/assets/main.js', 30)],
      },
    });
    // Too quick for a long frame: the region of the element pressed.
    fire(jest.mocked(onINP), {
      id: 'v6-1795478400000-1000000000008',
      name: 'INP',
      value: 40,
      rating: 'good',
      entries: [{ target: document.getElementById('title') }],
      attribution: { interactionTarget: '#title', longAnimationFrameEntries: [] },
    });
    // The element is gone, and no long frame: the browser does not say.
    fire(jest.mocked(onINP), {
      id: 'v6-1795478400000-1000000000009',
      name: 'INP',
      value: 40,
      rating: 'good',
      entries: [{ target: null }],
      attribution: { interactionTarget: '', longAnimationFrameEntries: [] },
    });
    expect(reported).toEqual([
      expect.objectContaining({ metric: 'INP', target: '#main>button', attributedTo: 'landing', attributedRelease: '1.2.0' }),
      expect.objectContaining({ metric: 'INP', attributedTo: 'pricing' }),
      expect.not.objectContaining({ attributedTo: expect.anything() }),
    ]);
  });

  it("a soft navigation (where the browser reports them) is measured for the route it went to, and its region is that route's remote", () => {
    for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) expect(jest.mocked(on).mock.calls[0]?.[1]).toEqual({ reportSoftNavs: true });
    document.body.innerHTML = '<main id="main"><h1 id="hero">Voice agents</h1></main>';
    fire(jest.mocked(onLCP), {
      id: 'v6-1795478400000-1000000000010',
      name: 'LCP',
      value: 700,
      rating: 'good',
      navigationType: 'soft-navigation',
      navigationURL: 'http://localhost/?from=pricing',
      attribution: { target: '#hero', lcpEntry: { element: document.getElementById('hero') } },
    });
    fire(jest.mocked(onCLS), { id: 'v6-1795478400000-1000000000011', name: 'CLS', value: 0, rating: 'good', attribution: {} });
    expect(paths).toEqual(['/', '/pricing']);
    expect(reported[0]).toEqual(expect.objectContaining({ metric: 'LCP', attributedTo: 'landing', attributedRelease: '1.2.0' }));
  });
});
