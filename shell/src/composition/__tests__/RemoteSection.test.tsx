import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetFailedRemote, loadExposedModule } from '../federation';
import { RemoteSection } from '../RemoteSection';
import { REMOTE_LOAD_TIMEOUT_MS } from '../load-remote-module';

jest.mock('../federation');
const loadModule = jest.mocked(loadExposedModule);

const PricingPage = () => <h1>Upgrade your plan</h1>;
const pricingModule = { default: PricingPage } as never;

function renderPricingSection() {
  return render(<RemoteSection remote="pricing" module="PricingPage" section="Pricing" path="/pricing" />);
}

beforeEach(() => {
  loadModule.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteSection', () => {
  it('shows the remote page once it loads', async () => {
    loadModule.mockResolvedValue(pricingModule);
    renderPricingSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Pricing…');
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
  });

  it('shows a fallback when the remote is down, and Retry recovers once it is back', async () => {
    loadModule.mockRejectedValueOnce(new Error('Failed to get manifest #RUNTIME-003'));
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();

    loadModule.mockResolvedValueOnce(pricingModule);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(forgetFailedRemote).toHaveBeenCalledWith('pricing');
  });

  it('gives up on a remote that is too slow', async () => {
    jest.useFakeTimers();
    loadModule.mockReturnValue(new Promise(() => undefined));
    renderPricingSection();
    await act(async () => {
      jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS);
    });
    jest.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote lacks the exposed page', async () => {
    loadModule.mockResolvedValue({ somethingElse: true } as never);
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();
  });

  it('contains a page that throws while rendering, and retries without refetching the remote', async () => {
    let broken = true;
    const FlakyPage = () => {
      if (broken) throw new Error('render failed');
      return <h1>Upgrade your plan</h1>;
    };
    loadModule.mockResolvedValue({ default: FlakyPage } as never);
    renderPricingSection();
    expect(await screen.findByRole('heading', { name: 'Pricing is temporarily unavailable' })).toBeInTheDocument();

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upgrade your plan' })).toBeInTheDocument();
    expect(forgetFailedRemote).not.toHaveBeenCalled();
  });
});
