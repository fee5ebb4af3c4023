import { act, screen, within } from '@testing-library/react';
import { afterNextPaint } from '@callvera/shared/after-next-paint';
import userEvent from '@testing-library/user-event';
import { demoCallStore, idleDemoCall, liveCallRefused, LIVE_DEMOS_UNAVAILABLE, provideDemoSamplePlayer } from '@callvera/shared/demo-call';
import { renderDemoSection } from './render-demo-section';

const card = (role: string) => screen.getByRole('article', { name: role });

// The player stands in: what the cards show comes from the store, which the tests set as the player would.
const player = { start: jest.fn(), stop: jest.fn(), pause: jest.fn(), resume: jest.fn(), seek: jest.fn(), prefetch: jest.fn() };

describe('the sample call on a demo card', () => {
  beforeEach(() => {
    provideDemoSamplePlayer(async () => player);
    demoCallStore.setState(idleDemoCall);
  });

  it('is offered beside Listen on every card, marked as synthesized until the deployed list says otherwise', async () => {
    await renderDemoSection();
    for (const article of screen.getAllByRole('article')) {
      const role = article.getAttribute('aria-labelledby') && within(article).getByRole('heading').textContent;
      expect(within(article).getByRole('button', { name: `Play a sample call of the ${role} agent` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(within(article).getByRole('button', { name: `Listen to ${role} agent` })).toBeInTheDocument();
      expect(article).toHaveTextContent('Synthesized sample');
    }
    act(() => demoCallStore.setState({ samples: { customerSupport: 'recorded' } }));
    expect(card('Customer Support')).toHaveTextContent('Recorded call');
    expect(card('Customer Support')).not.toHaveTextContent('Synthesized sample');
  });

  it('has no button when its sample is missing, unreadable or mismatched; the other cards keep theirs', async () => {
    await renderDemoSection();
    act(() => demoCallStore.setState({ samples: { leadQualification: 'mismatched', appointmentBooking: 'missing' } }));
    expect(within(card('Lead Qualification')).queryByRole('button', { name: /sample call/ })).toBeNull();
    expect(within(card('Appointment Booking')).queryByRole('button', { name: /sample call/ })).toBeNull();
    expect(within(card('Lead Qualification')).getByRole('button', { name: 'Listen to Lead Qualification agent' })).toBeInTheDocument();
    expect(within(card('Customer Support')).getByRole('button', { name: /Play a sample call/ })).toBeInTheDocument();
  });

  it('shows a sample playing on its card: Stop sample pressed, where it is, and an announcement', async () => {
    await renderDemoSection();
    act(() =>
      demoCallStore.setState({ ...idleDemoCall, activeAgent: 'customerSupport', kind: 'sample', phase: 'loading', requestedAt: 1 }),
    );
    expect(within(card('Customer Support')).getByText('Loading the sample…')).toBeInTheDocument();
    act(() =>
      demoCallStore.setState({
        phase: 'live',
        sample: { cues: [], durationSeconds: 40, positionSeconds: 65, paused: false, synthesized: true },
      }),
    );
    const stop = screen.getByRole('button', { name: 'Stop sample call of the Customer Support agent' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    expect(stop).toHaveTextContent('Stop sample');
    expect(card('Customer Support')).toHaveTextContent('Sample playing 01:05');
    // Listen stays Listen: it starts a live call instead.
    expect(within(card('Customer Support')).getByRole('button', { name: 'Listen to Customer Support agent' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Playing the sample call with Customer Support agent.');
  });

  it("when Listen can't start a live call, says why on the card and moves focus to its sample", async () => {
    const user = userEvent.setup();
    await renderDemoSection();
    await user.click(within(card('Customer Support')).getByRole('button', { name: 'Listen to Customer Support agent' }));
    act(() => liveCallRefused({ agent: 'customerSupport', ...LIVE_DEMOS_UNAVAILABLE }));
    const sample = within(card('Customer Support')).getByRole('button', { name: 'Play a sample call of the Customer Support agent' });
    expect(sample).not.toHaveFocus(); // not in the press's own frame
    await act(() => afterNextPaint());
    expect(sample).toHaveFocus();
    expect(sample).toHaveAccessibleDescription(
      `${LIVE_DEMOS_UNAVAILABLE.title}. ${LIVE_DEMOS_UNAVAILABLE.description} You can hear a sample call instead.`,
    );
  });

  it('carries the transcript of every sample, collapsed, to read without playing', async () => {
    const user = userEvent.setup();
    await renderDemoSection();
    const summary = await within(card('Lead Qualification')).findByText('Read the sample call');
    const disclosure = summary.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    await user.click(summary);
    expect(disclosure).toHaveAttribute('open');
    expect(within(disclosure).getAllByRole('listitem')[0]).toHaveTextContent(/^Ava \(agent\): Hi, this is Ava/);
    expect(within(disclosure).getAllByRole('listitem')[1]).toHaveTextContent(/^Caller: /);
  });

  it("shows a deployed recording's own words once the list names it, the script's before and on other cards", async () => {
    await renderDemoSection();
    const lines = (role: string) =>
      within(within(card(role)).getByRole('group'))
        .getAllByRole('listitem')
        .map((line) => line.textContent);
    expect(lines('Customer Support')[0]).toBe(
      'Liam (agent): Hi, you have reached Northwind support, this is Liam. What can I do for you today?',
    );
    act(() =>
      demoCallStore.setState({
        samples: { customerSupport: 'recorded' },
        sampleWords: {
          customerSupport: [
            { start: 0.3, end: 2, speaker: 'agent', text: 'Brightline support, Liam here.' },
            { start: 2.6, end: 4, speaker: 'caller', text: 'My router drops.' },
          ],
        },
      }),
    );
    expect(lines('Customer Support')).toEqual(['Liam (agent): Brightline support, Liam here.', 'Caller: My router drops.']);
    expect(card('Customer Support')).toHaveTextContent('Recorded call');
    expect(lines('Lead Qualification')[0]).toMatch(/^Ava \(agent\): Hi, this is Ava/);
  });
});
