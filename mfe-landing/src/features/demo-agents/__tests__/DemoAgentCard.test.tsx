import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoCallStore, idleDemoCall } from '@callvera/shared/demo-call';
import { renderDemoSection } from './render-demo-section';
import { DEMO_AGENT_KEYS, DEMO_AGENTS } from '@callvera/shared/demo-agents';

const SPEC_ROLES = [
  ['Lead Qualification', 'Real Estate'],
  ['Appointment Booking', 'Healthcare'],
  ['Sales & Qualification', 'Solar/Energy'],
  ['Customer Support', undefined],
  ['Reservation Assistant', 'Hospitality & Restaurants'],
  ['Educational Receptionist', 'Education'],
  ['Mortgage Support Assistant', 'Mortgage & Finance'],
  ['Policy Renewal & Upsell Assistant', 'Insurance'],
] as const;

describe('Demo agent cards', () => {
  afterEach(() => jest.useRealTimers());

  it('are the eight demo roles, one per demo agent key, each with industry, use case and a Listen button', async () => {
    await renderDemoSection();
    expect(DEMO_AGENTS.map((agent) => agent.id)).toEqual([...DEMO_AGENT_KEYS]);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    SPEC_ROLES.forEach(([role, industry], i) => {
      expect(cards[i]).toHaveAccessibleName(role);
      if (industry) expect(cards[i]).toHaveTextContent(industry);
      expect(cards[i]).toHaveTextContent(DEMO_AGENTS[i]!.useCase);
      expect(screen.getByRole('button', { name: `Listen to ${role} agent` })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  it('shows connecting, then live with elapsed time and a speaking indicator, and announces it politely', async () => {
    jest.useFakeTimers();
    await renderDemoSection();
    act(() => demoCallStore.setState({ ...idleDemoCall, activeAgent: 'mortgageSupport', phase: 'connecting' }));
    const stop = screen.getByRole('button', { name: 'Stop call with Mortgage Support Assistant agent' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to Mortgage Support Assistant agent…');

    act(() => demoCallStore.setState({ phase: 'live', liveSince: Date.now() - 65_000, agentSpeaking: true, volume: 0.8 }));
    expect(screen.getByText('01:05')).toBeInTheDocument();
    expect(screen.getByText('Speaking')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Live call with Mortgage Support Assistant agent');
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('01:07')).toBeInTheDocument();

    act(() => demoCallStore.setState({ agentSpeaking: false, volume: 0 }));
    expect(screen.getByText('Listening')).toBeInTheDocument();

    act(() => demoCallStore.setState(idleDemoCall));
    expect(screen.getByRole('button', { name: 'Listen to Mortgage Support Assistant agent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Call with Mortgage Support Assistant agent ended.');
  });

  it('goes through the shared store only: with no engine provided, a press returns to idle with a toast', async () => {
    const { toastStore } = await import('@callvera/shared/toast');
    await renderDemoSection();
    await userEvent.click(screen.getByRole('button', { name: 'Listen to Customer Support agent' }));
    expect(demoCallStore.getState().phase).toBe('idle');
    expect(screen.getByRole('button', { name: 'Listen to Customer Support agent' })).toBeInTheDocument();
    expect(toastStore.getState().toasts).toHaveLength(1);
  });
});

describe('a demo card before and during a call', () => {
  async function provideEngine() {
    const { provideDemoCallEngine, callConnecting, callEnded } = await import('@callvera/shared/demo-call');
    const engine = {
      start: jest.fn((agent: (typeof DEMO_AGENT_KEYS)[number], at: number) => callConnecting(agent, at)),
      stop: jest.fn(() => callEnded()),
      setMuted: jest.fn(),
    };
    const assistantIds = Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, `asst-${key}`])) as Record<
      (typeof DEMO_AGENT_KEYS)[number],
      string
    >;
    provideDemoCallEngine({ available: true, publicKey: 'k', assistantIds }, async () => engine);
    return engine;
  }

  it('asks for consent in the card on the first press, starts nothing until Continue, and remembers it', async () => {
    const engine = await provideEngine();
    const user = userEvent.setup();
    await renderDemoSection();
    await user.click(screen.getByRole('button', { name: 'Listen to Customer Support agent' }));

    const card = screen.getByRole('article', { name: 'Customer Support' });
    const consent = await within(card).findByRole('group', { name: 'Before the call with the Customer Support agent' });
    expect(consent).toHaveTextContent("You'll talk to an AI agent. The call is processed to run this demo.");
    expect(within(consent).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await user.click(within(consent).getByRole('button', { name: 'Cancel' }));
    expect(engine.start).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen to Customer Support agent' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Listen to Customer Support agent' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(engine.start).toHaveBeenCalledWith('customerSupport', expect.any(Number));
    expect(screen.getByRole('button', { name: 'Stop call with Customer Support agent' })).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Mute' }));
    expect(engine.setMuted).toHaveBeenCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Stop call with Customer Support agent' }));
    await user.click(screen.getByRole('button', { name: 'Listen to Policy Renewal & Upsell Assistant agent' }));
    expect(screen.queryByRole('group', { name: /^Before the call with/ })).not.toBeInTheDocument(); // remembered: no second question
    expect(engine.start).toHaveBeenLastCalledWith('policyRenewal', expect.any(Number));
  });

  it('withdraws a consent line the visitor left for another page, so coming back finds Listen, not the question', async () => {
    const engine = await provideEngine();
    const user = userEvent.setup();
    const page = await renderDemoSection();
    await user.click(screen.getByRole('button', { name: 'Listen to Lead Qualification agent' }));
    await screen.findByRole('group', { name: 'Before the call with the Lead Qualification agent' });

    page.unmount(); // the privacy-policy link in the line leads to another page
    await renderDemoSection();
    expect(screen.queryByRole('group', { name: /^Before the call with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listen to Lead Qualification agent' })).not.toHaveFocus();
    expect(engine.start).not.toHaveBeenCalled();
  });

  it("shows the last call's receipt on its agent's card only, and tells the call bar it is shown there", async () => {
    const { unmount } = await renderDemoSection();
    act(() =>
      demoCallStore.setState({
        ...idleDemoCall,
        receipt: {
          id: 1,
          agent: 'customerSupport',
          startedAt: Date.now(),
          durationMs: 42_000,
          lines: [],
          turns: [{ kind: 'measured', visitorStoppedAtMs: 3_000, responseMs: 740 }],
          speechTimingReceived: true,
        },
      }),
    );
    const card = screen.getByRole('article', { name: 'Customer Support' });
    const receipt = await within(card).findByRole('region', { name: 'Your call receipt' });
    expect(receipt).toHaveTextContent('42 s with Liam · answered in 0.74 s (median)');
    expect(screen.getAllByRole('region', { name: 'Your call receipt' })).toHaveLength(1);
    expect(demoCallStore.getState().receiptOnCard).toBe(true);
    unmount();
    expect(demoCallStore.getState().receiptOnCard).toBe(false);
    act(() => demoCallStore.setState(idleDemoCall));
  });
});
