import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { SHELL_CONTRACT_VERSION } from '@callvera/shared/contracts';
import type { FieldEvent } from '@callvera/shared/field-events';
import { loadExposedModule } from '../../composition/federation';
import { forgetLoadedModules, IncompatibleRemoteError, REMOTE_LOAD_TIMEOUT_MS } from '../../composition/load-remote-module';
import { RemoteSection } from '../../composition/RemoteSection';
import { fieldEventEmitter } from '../field-event-emitter';
import { noteRemoteOutcomes } from '../note-remote-outcomes';
import { forgetPageSignals, takePageSignals } from '../page-signals';
import { routeFieldsIn } from '../page-context';
import { SITE_ROUTES } from '../../routing/site-routes';
import { remoteOutcomes } from '../remote-outcomes';
import { forgetPrerenderedReleases } from '../page-releases';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { testSiteConfig } from '../../testing/render-site';

jest.mock('../../composition/federation');
const loadModule = jest.mocked(loadExposedModule);

const PricingPage = () => <h1>Upgrade your plan</h1>;
const compatible = { contractVersion: SHELL_CONTRACT_VERSION };

function remoteServes(page: () => Promise<unknown>, contract: object = compatible) {
  loadModule.mockImplementation(((_remote: string, module: string) =>
    module === 'contract' ? Promise.resolve(contract) : page()) as never);
}

/** The stream's side: what the page's signals became, and what to do as the page is left. */
function watchOutcomes() {
  const sent: FieldEvent[] = [];
  const { onRemoteSignal, closeOpenFailures } = remoteOutcomes(fieldEventEmitter((event) => sent.push(event), routeFieldsIn(SITE_ROUTES)));
  takePageSignals((signal) => (signal.type === 'remote-ready' || signal.type === 'remote-failed') && onRemoteSignal(signal));
  return { sent, leaving: closeOpenFailures };
}

const renderPricing = () =>
  render(
    <SiteConfigProvider config={testSiteConfig}>
      <RemoteSection remote="pricing" module="PricingPage" section="Pricing" path="/pricing" />
    </SiteConfigProvider>,
  );
const unavailable = () => screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' });

/** What start-field-signal.ts does at take-over: what composition publishes becomes page signals. */
let stopNoting: () => void = () => undefined;
beforeEach(() => {
  stopNoting = noteRemoteOutcomes();
  forgetLoadedModules();
  forgetPageSignals();
  forgetPrerenderedReleases();
  loadModule.mockReset();
  document.head.innerHTML = '<script type="application/json" data-releases>{"pricing":"1.4.0"}</script>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopNoting();
  jest.restoreAllMocks();
});

describe('remote failures, as section teams read them', () => {
  it('a remote that was down and came back on Retry: down, its release, retried and recovered', async () => {
    remoteServes(() => Promise.reject(new Error('Failed to get manifest #RUNTIME-003')));
    renderPricing();
    await unavailable();
    const { sent } = watchOutcomes(); // the stream arrives later than the failure
    expect(sent).toEqual([]);

    remoteServes(async () => ({ default: PricingPage }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Upgrade your plan' });
    expect(sent).toEqual([
      expect.objectContaining({
        name: 'remote-failure',
        failedRemote: 'pricing',
        failedRelease: '1.4.0',
        failure: 'down',
        retried: true,
        recovered: true,
        route: '/pricing',
        remote: 'pricing',
      }),
    ]);
  });

  it('a failure still open as the page is left: not retried, not recovered', async () => {
    remoteServes(async () => ({ somethingElse: true }));
    const { sent, leaving } = watchOutcomes();
    renderPricing();
    await unavailable();
    expect(sent).toEqual([]);
    leaving();
    expect(sent).toEqual([expect.objectContaining({ name: 'remote-failure', failure: 'contract', retried: false, recovered: false })]);
  });

  it('a remote built for another shell, refused on its manifest: contract', async () => {
    const builtForReact18 = new IncompatibleRemoteError('pricing', [
      { kind: 'shared', subject: 'react', required: '^18.0.0', provided: '19.3.1' },
    ]);
    remoteServes(() => Promise.reject(builtForReact18));
    const { sent, leaving } = watchOutcomes();
    renderPricing();
    await unavailable();
    leaving();
    expect(sent).toEqual([expect.objectContaining({ name: 'remote-failure', failedRemote: 'pricing', failure: 'contract' })]);
  });

  it('a Retry that fails again closes the first failure and opens another', async () => {
    remoteServes(async () => ({ default: PricingPage }), { contractVersion: SHELL_CONTRACT_VERSION + 1 });
    const { sent, leaving } = watchOutcomes();
    renderPricing();
    await unavailable();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await unavailable();
    leaving();
    expect(sent.map((event) => event.name === 'remote-failure' && [event.failure, event.retried, event.recovered])).toEqual([
      ['contract', true, false],
      ['contract', false, false],
    ]);
  });

  it('names a slow remote', async () => {
    jest.useFakeTimers();
    remoteServes(() => new Promise(() => undefined));
    const { sent, leaving } = watchOutcomes();
    renderPricing();
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    jest.useRealTimers();
    await unavailable();
    leaving();
    expect(sent).toEqual([expect.objectContaining({ name: 'remote-failure', failure: 'slow' })]);
  });

  it('names a page that throws while rendering', async () => {
    const BrokenPage = () => {
      throw new Error('the page broke');
    };
    remoteServes(async () => ({ default: BrokenPage }));
    const { sent, leaving } = watchOutcomes();
    renderPricing();
    await unavailable();
    leaving();
    expect(sent).toEqual([expect.objectContaining({ name: 'remote-failure', failure: 'render' })]);
  });

  it('a remote whose manifest arrived but whose code did not: a chunk failure, with the release it loaded', async () => {
    (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = {
      moduleInfo: { 'pricing:https://pricing.callvera.ai/mf-manifest.json': { buildVersion: '1.5.0' } },
    };
    try {
      remoteServes(() => Promise.reject(new Error('Loading chunk 321 failed.')));
      const { sent, leaving } = watchOutcomes();
      renderPricing();
      await unavailable();
      leaving();
      expect(sent).toEqual([expect.objectContaining({ failure: 'chunk', failedRelease: '1.5.0', remoteRelease: '1.5.0' })]);
    } finally {
      (globalThis as { __FEDERATION__?: object }).__FEDERATION__ = undefined;
    }
  });
});
