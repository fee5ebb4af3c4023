import defaultConfig from '../../../../shared/site-config.json';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { announceVariant } from '../../composition/experiments';
import { publishRemoteOutcome } from '../../composition/remote-outcomes';
import { PAGE_READY } from '@callvera/shared/page-marks';
import { startFieldStream } from '../field-stream';
import { fieldStreamState } from '../field-stream-state';
import { forgetPageSignals, takePageSignals, type PageSignal } from '../page-signals';
import { SETTLE_MS, startFieldSignal } from '../start-field-signal';

jest.mock('../field-stream', () => ({ startFieldStream: jest.fn() }));

const config = parseSiteConfig(defaultConfig);
const withEvents = (fieldEvents: unknown): SiteConfig => parseSiteConfig({ ...defaultConfig, fieldEvents });

function privacySignal(name: 'globalPrivacyControl' | 'doNotTrack', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = 'Get Started';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  // Presses are only noted: where the link goes is the browser's business, not this test's.
  anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  return anchor;
}

/** What the page noted, as the stream would take it. */
function noted() {
  const signals: PageSignal[] = [];
  takePageSignals((signal) => signals.push(signal));
  return signals;
}

const getStarted = { 'data-conversion': 'get-started', 'data-plan': 'professional', 'data-billing': 'annual' };
const takeOver = () => document.documentElement.setAttribute(PAGE_READY, '1200');

beforeEach(() => {
  forgetPageSignals();
  document.documentElement.removeAttribute('data-field-stream');
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(PAGE_READY);
  privacySignal('globalPrivacyControl', undefined);
  privacySignal('doNotTrack', null);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('a visitor who asked not to be tracked', () => {
  it.each([
    ['Global Privacy Control', () => privacySignal('globalPrivacyControl', true)],
    ['Do Not Track', () => privacySignal('doNotTrack', '1')],
  ])('with %s: no press is noted, the stream never loads and the page says it sends nothing', async (_signal, optOut) => {
    optOut();
    startFieldSignal(Promise.resolve({ config }));
    announceVariant({ remote: 'pricing', variant: 'annual-first' });
    link('https://app.callvera.ai/', getStarted).click();
    takeOver();
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 10);
    expect(noted()).toEqual([]);
    expect(startFieldStream).not.toHaveBeenCalled();
    expect(fieldStreamState()).toBe('off');
  });
});

describe('from the take-over on', () => {
  it('notes link presses, presses on buttons marked as conversions, and the experiments’ announcements, for the stream to read', () => {
    startFieldSignal(new Promise(() => undefined));
    history.replaceState(null, '', '/pricing');
    announceVariant({ remote: 'pricing', variant: 'annual-first' });
    const dashboard = link('https://app.callvera.ai/', getStarted);
    dashboard.click();
    // A demo call's receipt: its Copy is a conversion; a button without the mark is not noted.
    const copy = document.createElement('button');
    copy.setAttribute('data-conversion', 'demo-call-receipt-copied');
    const plain = document.createElement('button');
    document.body.append(copy, plain);
    plain.click();
    copy.click();
    expect(noted()).toEqual([
      { type: 'experiment', detail: { remote: 'pricing', variant: 'annual-first' } },
      { type: 'link-pressed', link: dashboard, path: '/pricing', at: Date.now() },
      { type: 'link-pressed', link: copy, path: '/pricing', at: Date.now() },
    ]);
  });
});

describe('the event stream', () => {
  it('loads once the page is taken over and has then been quiet for SETTLE_MS', async () => {
    startFieldSignal(Promise.resolve({ config }));
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(startFieldStream).not.toHaveBeenCalled();
    takeOver();
    await jest.advanceTimersByTimeAsync(SETTLE_MS - 100);
    expect(startFieldStream).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(500);
    expect(startFieldStream).toHaveBeenCalledWith(expect.objectContaining({ path: '/events' }));
  });

  it('loads at once when a link out of the site is pressed before the page settled, so a page left by a conversion can still send it', async () => {
    startFieldSignal(Promise.resolve({ config }));
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    link('/pricing').click();
    await jest.advanceTimersByTimeAsync(0);
    expect(startFieldStream).not.toHaveBeenCalled();
    link('https://app.callvera.ai/', getStarted).click();
    await jest.advanceTimersByTimeAsync(0);
    expect(startFieldStream).toHaveBeenCalled();
  });

  it('loads at once when the page is hidden before it settled', async () => {
    startFieldSignal(Promise.resolve({ config }));
    await jest.advanceTimersByTimeAsync(0);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(startFieldStream).toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('loads at once when a remote failed, so that a visitor who gives up before the page settled reports it as they leave', async () => {
    startFieldSignal(Promise.resolve({ config }));
    takeOver();
    publishRemoteOutcome({ type: 'shown', remote: 'landing', path: '/', at: Date.now() });
    await jest.advanceTimersByTimeAsync(0);
    expect(startFieldStream).not.toHaveBeenCalled();
    publishRemoteOutcome({ type: 'failed', remote: 'pricing', path: '/pricing', error: new TypeError('Failed to fetch'), at: Date.now() });
    await jest.advanceTimersByTimeAsync(0);
    expect(startFieldStream).toHaveBeenCalled();
  });

  it('reads the visitor’s sample from storage in an idle moment of its own, not in the task that checked the site config', async () => {
    const read = jest.spyOn(Storage.prototype, 'getItem');
    startFieldSignal(Promise.resolve({ config: withEvents({ path: '/events', sampleRate: 0.5 }) }));
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(read).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalled();
    read.mockRestore();
  });

  // Off, the page says so too: its first script, which decided from the page's copy, sends nothing as it is left.
  it('follows the deployed site config, which wins over the page’s copy', async () => {
    startFieldSignal(Promise.resolve({ config: withEvents(undefined) }));
    takeOver();
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(startFieldStream).not.toHaveBeenCalled();
    expect(fieldStreamState()).toBe('off');
  });

  it('is off for a page load outside the sample', async () => {
    startFieldSignal(Promise.resolve({ config: withEvents({ path: '/events', sampleRate: 0 }) }));
    takeOver();
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(startFieldStream).not.toHaveBeenCalled();
    expect(fieldStreamState()).toBe('off');
  });

  it('is off for a malformed setting, with the reason in the console', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    startFieldSignal(Promise.resolve({ config: withEvents({ path: 'https://collector.example/e', sampleRate: 1 }) }));
    takeOver();
    await jest.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(warn).toHaveBeenCalledWith(
      'Field events are off: "fieldEvents.path" must be a path on this site with no query, such as /events',
    );
    expect(startFieldStream).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
