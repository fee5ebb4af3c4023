import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import defaultConfig from '../../../site-config.json';
import { demoCallStore, type CallReceipt } from '@callvera/shared/demo-call';
import { NavigationProvider } from '@callvera/shared/navigation';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { CallReceiptSummary } from '../CallReceiptSummary';
import { receiptDismissed, receiptIssued } from '../receipt-transitions';

const RECEIPT: CallReceipt = {
  id: 7,
  agent: 'leadQualification',
  startedAt: new Date(2026, 10, 25, 20, 41).getTime(),
  durationMs: 154_000,
  lines: [
    { speaker: 'agent', text: 'Hi, this is Ava.', atMs: 1_200 },
    { speaker: 'you', text: 'I want to see a flat.', atMs: 4_000 },
  ],
  turns: [
    { kind: 'measured', visitorStoppedAtMs: 5_000, responseMs: 620 },
    { kind: 'call-ended', visitorStoppedAtMs: 150_000 },
  ],
  speechTimingReceived: true,
};

// jsdom has <dialog> without its modal behaviour: enough of it to open and close.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function renderSummary(where: 'card' | 'bar' = 'card') {
  const navigate = jest.fn();
  const onDismissed = jest.fn();
  act(() => receiptIssued(RECEIPT));
  render(
    <SiteConfigProvider config={parseSiteConfig(defaultConfig)}>
      <NavigationProvider navigate={navigate}>
        <CallReceiptSummary receipt={RECEIPT} where={where} onDismissed={onDismissed} />
      </NavigationProvider>
    </SiteConfigProvider>,
  );
  return { navigate, onDismissed, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => receiptDismissed());
  jest.useRealTimers();
});

describe('the call receipt', () => {
  it('says what the call was, and announces its arrival once', async () => {
    renderSummary();
    const summary = screen.getByRole('region', { name: 'Your call receipt' });
    expect(summary).toHaveTextContent('2 min 34 s with Ava · answered in 0.62 s (median)');
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(within(summary).getByRole('status')).toHaveTextContent('Your receipt of the call with Ava is ready.');
    expect(demoCallStore.getState().receiptAnnounced).toBe(true);
  });

  it('moved to the call bar after it was announced, it stays quiet', async () => {
    act(() => receiptIssued(RECEIPT));
    act(() => demoCallStore.setState({ receiptAnnounced: true }));
    render(
      <SiteConfigProvider config={parseSiteConfig(defaultConfig)}>
        <CallReceiptSummary receipt={RECEIPT} where="bar" onDismissed={() => undefined} />
      </SiteConfigProvider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('region', { name: 'Your call receipt: Ava, Lead Qualification agent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens the whole receipt: response times, cost on each plan, the pricing link and the transcript', async () => {
    const { user, navigate } = renderSummary();
    const open = screen.getByRole('button', { name: 'Open receipt' });
    expect(open).toHaveAttribute('data-conversion', 'demo-call-receipt-opened');
    expect(open).toHaveAttribute('data-agent', 'leadQualification');
    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: 'Receipt of your demo call with Ava' });
    expect(within(dialog).getByText('Median 0.62 s, slowest 0.62 s')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual([
      'Turn 1, you stopped at 0:05: 0.62 s',
      "Turn 2, you stopped at 2:30: can't be measured: the call ended before the agent answered",
    ]);
    expect(
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Starter3002.57 min (0.86%)', 'Pro1,8002.57 min (0.14%)', 'Growth4,5002.57 min (0.06%)', 'Elite9,0002.57 min (0.03%)']);
    expect(dialog).toHaveTextContent('at the overage rate of $0.13 a minute, this call would cost $0.33.');
    expect(within(dialog).getByRole('list', { name: /^Final words/ })).toHaveTextContent(
      '0:01 Ava (agent): Hi, this is Ava.0:04 You: I want to see a flat.',
    );

    const pricing = within(dialog).getByRole('link', { name: 'Price calls like this one on the pricing page' });
    expect(pricing).toHaveAttribute('href', '/pricing?call-seconds=154#estimator');
    await user.click(pricing);
    expect(navigate).toHaveBeenCalledWith('/pricing?call-seconds=154#estimator');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('copies the receipt as text and downloads it as a .txt file, sending nothing', async () => {
    // What the download holds (jsdom's Blob cannot be read back).
    const written: BlobPart[] = [];
    const JsdomBlob = Blob;
    global.Blob = class extends JsdomBlob {
      constructor(parts: BlobPart[] = [], options?: BlobPropertyBag) {
        super(parts, options);
        written.push(...parts);
      }
    };
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const fetch = jest.spyOn(globalThis, 'fetch');
    const { user } = renderSummary();
    // After user-event's set-up, which puts a clipboard of its own in place.
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Open receipt' }));
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Copy as text' }));
    const text = writeText.mock.calls[0]![0];
    expect(text).toContain(
      'Callvera demo call receipt\nAgent: Ava, Lead Qualification agent\nStarted: 2026-11-25 20:41\nLength: 2 min 34 s (2.57 min)',
    );
    expect(text).toContain('Median 0.62 s, slowest 0.62 s\nTurn 1, you stopped at 0:05: 0.62 s');
    expect(text).toContain('Starter: 2.57 min of 300 minutes a month (0.86%)');
    expect(text).toContain('Price calls like this: https://callvera.ai/pricing?call-seconds=154#estimator');
    expect(text).toContain('0:04 You: I want to see a flat.');
    expect(await within(dialog).findByText('The receipt is copied as text.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Download .txt' }));
    expect(written).toEqual([text]);
    global.Blob = JsdomBlob;
    expect(saved.mock.contexts[0]).toHaveProperty('download', 'callvera-demo-call-2026-11-25-2041.txt');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when the browser won't copy", async () => {
    const { user } = renderSummary();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Open receipt' }));
    await user.click(screen.getByRole('button', { name: 'Copy as text' }));
    expect(screen.getByText("Your browser didn't let the page copy. Download the receipt instead.")).toBeInTheDocument();
  });

  it('Dismiss puts it away and hands focus back to where it was shown', async () => {
    const { user, onDismissed } = renderSummary();
    await user.click(screen.getByRole('button', { name: 'Dismiss the call receipt' }));
    expect(demoCallStore.getState().receipt).toBeNull();
    expect(onDismissed).toHaveBeenCalled();
  });
});
