import { render, screen, within, waitFor } from '@testing-library/react';
import { chunkOnTheNetwork, comeBackOnline, quietCaughtFailures } from '@callvera/shared/testing/chunk-on-the-network';
import userEvent from '@testing-library/user-event';
import { demoCallStore, provideDemoCallEngine } from '@callvera/shared/demo-call';
import { DemoSection } from '../components/DemoSection';

const mockPrompt = chunkOnTheNetwork('demo-call-consent');
jest.mock('@callvera/shared/demo-call-consent', () => mockPrompt.serve(() => jest.requireActual('@callvera/shared/demo-call-consent')));
quietCaughtFailures();

const consentGroup = () => screen.queryByRole('group', { name: 'Before the call with the Lead Qualification agent' });

beforeEach(() => {
  provideDemoCallEngine({ available: true, publicKey: 'k', assistantIds: {} as never }, () => new Promise(() => undefined));
});

async function pressListen() {
  const user = userEvent.setup();
  render(<DemoSection />);
  await user.click(screen.getByRole('button', { name: 'Listen to Lead Qualification agent' }));
  return user;
}

describe('a demo card whose consent prompt cannot load', () => {
  it('says in the card that the call cannot start, with Retry focused, and Cancel brings Listen back', async () => {
    const user = await pressListen();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(retry).toHaveFocus();
    const card = within(screen.getByRole('article', { name: 'Lead Qualification' }));
    expect(card.getByRole('status')).toHaveTextContent("The call can't start: part of this page didn't load.");
    expect(card.getByRole('status')).not.toHaveTextContent(/chunk/i);
    // Every other card keeps working.
    expect(screen.getByRole('button', { name: 'Listen to Customer Support agent' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(demoCallStore.getState().phase).toBe('idle');
    expect(screen.getByRole('button', { name: 'Listen to Lead Qualification agent' })).toBeInTheDocument();
  });

  it('fetches the prompt afresh on Retry, and by itself when the browser comes back online', async () => {
    const user = await pressListen();
    await screen.findByRole('button', { name: 'Retry' });
    const importsBefore = mockPrompt.imports;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The fresh import starts once the frame that answers the press is painted.
    await waitFor(() => expect(mockPrompt.imports).toBe(importsBefore + 1));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(consentGroup()).not.toBeInTheDocument();

    mockPrompt.reachable = true;
    await comeBackOnline();
    expect(await screen.findByRole('group', { name: 'Before the call with the Lead Qualification agent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});
