import { comeBackOnline } from '@callvera/shared/testing/chunk-on-the-network';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fallBackToControl, forgetFailedRemote, loadExposedModule } from '../federation';
import { RemoteSection } from '../RemoteSection';
import { forgetLoadedModules, loadRemoteModule, REMOTE_LOAD_TIMEOUT_MS } from '../load-remote-module';
import { SHELL_CONTRACT_VERSION } from '@callvera/shared/contracts';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { testSiteConfig } from '../../testing/render-site';

jest.mock('../federation');
const loadModule = jest.mocked(loadExposedModule);

const PricingPage = () => <h1>Upgrade your plan</h1>;
const pricingModule = { default: PricingPage } as never;
const currentContract = { contractVersion: SHELL_CONTRACT_VERSION };

/** Answers the contract module like a compatible remote, and the page as given. */
function remoteServes(page: () => Promise<unknown>, contract: object = currentContract) {
  loadModule.mockImplementation(((_remote: string, module: string) =>
    module === 'contract' ? Promise.resolve(contract) : page()) as never);
}

function renderPricingSection() {
  return render(
    <SiteConfigProvider config={testSiteConfig}>
      <RemoteSection remote="pricing" module="PricingPage" section="Pricing" path="/pricing" />
    </SiteConfigProvider>,
  );
}

beforeEach(() => {
  forgetLoadedModules();
  loadModule.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSection', () => {
  it('shows the remote page once it loads', async () => {
    remoteServes(async () => pricingModule);
    renderPricingSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Pricing…');
    // The tab names the page while it loads: its own head comes with its code.
    expect(document.title).toBe('Pricing | Callvera');
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });

  it('renders a page that already arrived in the first commit, with no loading state', async () => {
    remoteServes(async () => pricingModule);
    await loadRemoteModule('pricing', 'PricingPage', 'default');
    renderPricingSection();
    expect(screen.getByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a fallback when the remote is down, and Retry recovers once it is back', async () => {
    remoteServes(() => Promise.reject(new Error('Failed to get manifest #RUNTIME-003')));
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing is temporarily unavailable | Callvera');

    remoteServes(async () => pricingModule);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(forgetFailedRemote).toHaveBeenCalledWith('pricing');
  });

  it('gives up on a remote that is too slow', async () => {
    jest.useFakeTimers();
    remoteServes(() => new Promise(() => undefined));
    renderPricingSection();
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote lacks the exposed page', async () => {
    remoteServes(async () => ({ somethingElse: true }));
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
  });

  it('loads the control when an experiment variant fails', async () => {
    let variantIsDown = true;
    remoteServes(async () => {
      if (variantIsDown) throw new Error('Failed to get manifest #RUNTIME-003');
      return pricingModule;
    });
    jest.mocked(fallBackToControl).mockImplementationOnce(() => {
      variantIsDown = false; // the control's entry is now registered
      return true;
    });
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(fallBackToControl).toHaveBeenCalledWith('pricing');
  });

  it('refuses a remote built for another shell contract', async () => {
    remoteServes(async () => pricingModule, { contractVersion: SHELL_CONTRACT_VERSION + 1 });
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it('contains a page that throws while rendering, and retries without refetching the remote', async () => {
    let broken = true;
    const FlakyPage = () => {
      if (broken) throw new Error('render failed');
      return <h1>Upgrade your plan</h1>;
    };
    remoteServes(async () => ({ default: FlakyPage }));
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(forgetFailedRemote).not.toHaveBeenCalled();
  });
});

describe('RemoteSection after a moment offline', () => {
  beforeEach(() => {
    forgetLoadedModules();
    loadModule.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('tries again by itself when the browser is back online', async () => {
    remoteServes(() => Promise.reject(new Error('Failed to get manifest #RUNTIME-003')));
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();

    remoteServes(async () => pricingModule);
    await comeBackOnline();
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });
});
