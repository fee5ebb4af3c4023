import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import defaultConfig from '../../../../shared/site-config.json';
import { FIELD_WIRE, type FieldEventBatch } from '@callvera/shared/field-events';
import { SITE_ROUTES } from '../../routing/site-routes';
import type { VariantShown } from '../../startup/variant-before-paint';
import { installPerformanceTimeline, type FakeEntry } from '../../testing/fake-performance-timeline';
import { listenersUntilLeft } from '../../testing/page-listeners';
import { markFieldStream } from '../field-stream-state';
import { startFieldStream } from '../field-stream';
import { pageCollector } from '../page-collector';
import { forgetPrerenderedReleases } from '../page-releases';
import { recordAssignment, type Assignments } from '../experiment-assignments';
import { sendVitalsOnLeave } from '../vitals-on-leave';
import { watchVitals } from '../vitals';

// A page left before the event stream arrives still tells the site what its browser measured, from its first
// script; should the page go on, the stream sends the same measurements under the same ids, and each counts once.

jest.mock('web-vitals/attribution', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() }));

/**
 * What a phone visitor of the pricing canary sends who leaves 1 s after the page shows, and what the stream sends
 * when the page goes on instead: the read-outs' and the release tool's tests write their field logs from it (what
 * the first script writes, not a shape made up beside it). `WRITE_FIXTURES=1 npx jest vitals-on-leave` rewrites it.
 */
const BATCHES_FIXTURE = path.resolve(__dirname, '../../../../read-outs/__tests__/support/early-leaver-batches.json');

const RELEASES = { shell: '2.0.0+5e11aa0001', stable: '1.0.0+0a5ab1e001', canary: '1.1.0+c0ffee0001' };
const canaryShown: VariantShown = {
  experiment: 'pricing',
  variant: 'canary-110',
  fellBack: false,
  forced: false,
  weights: { control: 50, 'canary-110': 50 },
  route: '/pricing',
  remoteRelease: RELEASES.canary,
};

/** The page as the prerender writes it: the copy of the site config, the releases it was rendered from. */
function pageHead(config: object = defaultConfig) {
  document.head.innerHTML = `<script type="application/json" data-deployed-file="/site-config.json">${JSON.stringify(config)}</script>
    <script type="application/json" data-releases>${JSON.stringify({ shell: RELEASES.shell, pricing: RELEASES.stable })}</script>`;
}
const PAGE_BODY = `<div id="root"><header><p id="brand">Callvera</p></header>
  <main id="main"><h1 class="title">Upgrade your plan</h1><button class="billing">Annual</button></main></div>`;
const h1 = () => document.querySelector('h1')!;
const button = () => document.querySelector('button')!;

/** A phone's page load of /pricing, 1 s after its first paint: its response, paints, a shift and a press. */
const pageLoadEntries = (): FakeEntry[] => [
  { entryType: 'navigation', name: 'http://localhost/pricing', startTime: 0, responseStart: 412.3, activationStart: 0, type: 'navigate' },
  { entryType: 'paint', name: 'first-contentful-paint', startTime: 1630.4 },
  { entryType: 'largest-contentful-paint', startTime: 2870.6, element: h1(), size: 5000 },
  { entryType: 'layout-shift', startTime: 2900, value: 0.0412, hadRecentInput: false, sources: [] },
  { entryType: 'event', name: 'pointerup', startTime: 3100, duration: 232, interactionId: 7, target: button() },
];

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The batches the page sent, decoded as the collector reads them, with how each was sent. */
function sentBatches() {
  return jest.mocked(fetch).mock.calls.map(([url, init]) => {
    const batch = new URL(String(url), 'https://callvera.ai').searchParams.get(FIELD_WIRE.batchParam)!;
    return { ...(JSON.parse(Buffer.from(batch, 'base64url').toString('utf8')) as FieldEventBatch), init };
  });
}

let timeline: ReturnType<typeof installPerformanceTimeline>;
let page: ReturnType<typeof listenersUntilLeft>;

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['performance'], now: Date.UTC(2026, 10, 6, 9) });
  page = listenersUntilLeft();
  timeline = installPerformanceTimeline();
  forgetPrerenderedReleases();
  for (const name of ['data-page-load', 'data-vital-ids', 'data-field-stream']) document.documentElement.removeAttribute(name);
  history.replaceState(null, '', '/pricing');
  pageHead();
  document.body.innerHTML = PAGE_BODY;
  localStorage.clear();
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'doNotTrack', { value: null, configurable: true });
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
});
afterEach(() => {
  page.leave();
  timeline.uninstall();
  setVisibility('visible');
  delete (document as { prerendering?: boolean }).prerendering;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The first script's sender, for a visitor of the canary. */
function leaveSender(assignments: Assignments = new Map()) {
  recordAssignment(assignments, { remote: 'pricing', variant: canaryShown.variant });
  sendVitalsOnLeave({ collector: pageCollector(), assignments, shownBeforePaint: canaryShown });
}

describe('as the page is first hidden or left, before the event stream arrives, the page', () => {
  it("sends what the browser measured of it as the stream's vital events, on its route, in one request that outlives the page", () => {
    leaveSender();
    timeline.record(...pageLoadEntries());
    setVisibility('hidden');

    const [batch, ...others] = sentBatches();
    expect(others).toEqual([]);
    expect(batch!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(batch!.page).toEqual({
      pageLoad: document.documentElement.getAttribute('data-page-load'),
      shellRelease: RELEASES.shell,
      experiments: { pricing: 'canary-110' },
      sentAt: Date.now(),
    });
    // What the visitor saw was the canary the first script showed: its release, and its region's.
    const where = { time: Date.now(), route: '/pricing', remote: 'pricing', remoteRelease: RELEASES.canary };
    const id = expect.stringMatching(/^v6-\d{13}-\d{13}$/);
    expect(batch!.events).toEqual([
      { name: 'vital', ...where, id, metric: 'TTFB', value: 412, rating: 'good' },
      { name: 'vital', ...where, id, metric: 'FCP', value: 1630, rating: 'good' },
      {
        name: 'vital',
        ...where,
        id,
        metric: 'LCP',
        value: 2871,
        rating: 'needs-improvement',
        element: '#main>h1.title',
        attributedTo: 'pricing',
        attributedRelease: RELEASES.canary,
      },
      { name: 'vital', ...where, id, metric: 'CLS', value: 0.0412, rating: 'good' },
      {
        name: 'vital',
        ...where,
        id,
        metric: 'INP',
        value: 232,
        rating: 'needs-improvement',
        target: '#main>button.billing',
        attributedTo: 'pricing',
        attributedRelease: RELEASES.canary,
      },
    ]);
    expect(new Set(batch!.events.map((event) => (event as { id: string }).id)).size).toBe(5);
  });

  it('sends once: hidden again, or left after that, it sends nothing more (the stream takes over on its return)', () => {
    leaveSender();
    timeline.record(...pageLoadEntries());
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches()).toHaveLength(1);
  });

  it('sends as it is left when it was never hidden first (a browser that says pagehide only)', () => {
    leaveSender();
    timeline.record(...pageLoadEntries());
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches()[0]!.events.map((event) => (event as { metric: string }).metric)).toEqual(['TTFB', 'FCP', 'LCP', 'CLS', 'INP']);
  });

  it.each([
    ['the event stream runs (it sends them)', () => markFieldStream('running')],
    ['the take-over found field events off for this visitor', () => markFieldStream('off')],
    ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })],
    ['Do Not Track', () => Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true })],
    ['field events off in the page', () => pageHead({ ...defaultConfig, fieldEvents: undefined })],
    ['a visitor outside the sample', () => pageHead({ ...defaultConfig, fieldEvents: { path: '/events', sampleRate: 0 } })],
    ['a page prerendered and never shown', () => Object.assign(document, { prerendering: true })],
  ])('sends nothing when %s', (_, arrange) => {
    arrange();
    leaveSender();
    timeline.record(...pageLoadEntries());
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** web-vitals' reports, as the stream's vitals read them (its own random ids, as it makes them). */
function webVitalsReport({ cls, inp }: { cls: number; inp: number }, navigationType = 'navigate') {
  const id = () => `v6-${Date.now()}-${Math.floor(Math.random() * 9e12) + 1e12}`;
  const common = { navigationType, rating: 'good' };
  const fire = (on: jest.Mock, metric: object) => on.mock.calls.forEach(([callback]) => callback({ ...common, id: id(), ...metric }));
  fire(jest.mocked(onTTFB), { name: 'TTFB', value: 412.3, attribution: {} });
  fire(jest.mocked(onFCP), { name: 'FCP', value: 1630.4, attribution: {} });
  fire(jest.mocked(onLCP), {
    name: 'LCP',
    value: 2870.6,
    rating: 'needs-improvement',
    attribution: { target: '#main>h1.title', lcpEntry: { element: h1() } },
  });
  fire(jest.mocked(onCLS), { name: 'CLS', value: cls, rating: cls > 0.1 ? 'needs-improvement' : 'good', attribution: {} });
  fire(jest.mocked(onINP), {
    name: 'INP',
    value: inp,
    rating: inp > 200 ? 'needs-improvement' : 'good',
    entries: [{ target: button() }],
    attribution: { interactionTarget: '#main>button.billing', longAnimationFrameEntries: [] },
  });
}

describe('counted once', () => {
  it('the stream, arriving after the early batch, sends the same measurements under the same ids; a soft navigation’s are its own', () => {
    leaveSender();
    timeline.record(...pageLoadEntries());
    setVisibility('hidden');
    const early = new Map(sentBatches()[0]!.events.map((event) => [(event as { metric: string }).metric, (event as { id: string }).id]));

    const reported: { metric: string; id: string; path: string }[] = [];
    watchVitals((vital, path) => reported.push({ metric: vital.metric, id: vital.id, path }), {
      landing: '/pricing',
      remoteOf: (path) => SITE_ROUTES.find((route) => route.path === path)?.remote,
    });
    webVitalsReport({ cls: 0.0412, inp: 232 });
    webVitalsReport({ cls: 0.2, inp: 480 }); // reported again as the page is hidden again
    expect(reported).toHaveLength(10);
    for (const { metric, id } of reported) expect([metric, id]).toEqual([metric, early.get(metric)]);
    reported.length = 0;
    webVitalsReport({ cls: 0, inp: 40 }, 'soft-navigation');
    for (const { metric, id } of reported) expect([metric, id]).not.toEqual([metric, early.get(metric)]);
  });

  it('writes the batches the read-outs’ and the release tool’s tests build their logs from: the early one, and the stream’s when the page goes on', async () => {
    // The page load's id, fixed for the fixture (the first script makes a random one), and web-vitals' random digits.
    document.documentElement.setAttribute('data-page-load', '6f1c2a3b-4d5e-4f60-8a71-92b3c4d5e6f7');
    let draws = 0;
    jest.spyOn(Math, 'random').mockImplementation(() => ((draws += 1) * 0.1372913) % 1);
    const experiment = {
      experiment: 'pricing',
      route: '/pricing',
      split: [
        { name: 'control', weight: 50 },
        { name: 'canary-110', weight: 50 },
      ],
      variants: { control: { release: RELEASES.stable, stylesheets: [] }, 'canary-110': { release: RELEASES.canary, stylesheets: [] } },
    };
    document.head.insertAdjacentHTML(
      'afterbegin',
      `<script type="application/json" data-page-experiment>${JSON.stringify(experiment)}</script>`,
    );
    localStorage.setItem(
      'callvera.experiment.pricing',
      JSON.stringify({ variant: 'canary-110', weights: canaryShown.weights, sent: ['exposure'] }),
    );
    document.body.innerHTML = '';
    // The page's first script, as the page loads: before <body> is parsed.
    await jest.isolateModulesAsync(async () => {
      await import('../../page-start');
    });
    document.body.innerHTML = `<template data-variant-markup="canary-110"><h1 class="title">Upgrade your plan</h1><button class="billing">Annual</button></template>${PAGE_BODY}`;
    await jest.advanceTimersByTimeAsync(0);
    timeline.record(...pageLoadEntries());
    await jest.advanceTimersByTimeAsync(1000);
    setVisibility('hidden');

    // A phone switching apps: the page comes back, its app loads the canary and the stream, and it is hidden again.
    setVisibility('visible');
    (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = {
      moduleInfo: { 'pricing:http://localhost:3002/_canary/1.1.0/mf-manifest.json': { buildVersion: RELEASES.canary } },
    };
    await jest.advanceTimersByTimeAsync(4000);
    // The take-over announced the visitor's variant, which the stream is handed.
    startFieldStream({
      path: '/events',
      routes: SITE_ROUTES,
      takeSignals: (next) => next({ type: 'experiment', detail: { remote: 'pricing', variant: canaryShown.variant } }),
    });
    webVitalsReport({ cls: 0.1318, inp: 488 });
    setVisibility('hidden');
    (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = undefined;

    const [early, later, ...others] = sentBatches().map(({ init: _, ...batch }) => batch);
    expect(others).toEqual([]);
    const batches = { early, later };
    if (process.env.WRITE_FIXTURES) writeFileSync(BATCHES_FIXTURE, `${JSON.stringify(batches, null, 2)}\n`);
    expect(batches).toEqual(JSON.parse(readFileSync(BATCHES_FIXTURE, 'utf8')));
    const ids = (batch: FieldEventBatch) =>
      batch.events.map((event) => `${(event as { metric: string }).metric} ${(event as { id: string }).id}`);
    expect(ids(later!)).toEqual(ids(early!));
  });
});
