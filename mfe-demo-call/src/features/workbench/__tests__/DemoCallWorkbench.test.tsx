import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import type { DemoCallConfig, SiteConfig } from '@callvera/shared/site-config';
import { DemoCallWorkbench } from '../../../DemoCallWorkbench';
import FakeVapi from '../../../testing/fake-vapi';
import { LIVE_CONFIG } from '../../../testing/engine-test-kit';

jest.mock('@vapi-ai/web', () => jest.requireActual('../../../testing/fake-vapi'));

function renderWorkbench(demoCall: DemoCallConfig) {
  const config = { productName: 'Callvera', demoCall } as SiteConfig;
  return render(
    <SiteConfigProvider config={config}>
      <DemoCallWorkbench />
    </SiteConfigProvider>,
  );
}

beforeEach(() => FakeVapi.reset());

describe('the demo-call workbench', () => {
  it('lists one button per demo agent', () => {
    const { unmount } = renderWorkbench(LIVE_CONFIG);
    const agents = screen.getByRole('list', { name: 'Demo agents' });
    expect(within(agents).getAllByRole('button', { name: /^Listen to the .+ agent$/ })).toHaveLength(8);
    unmount();
  });

  it('asks for consent on the first press, then announces connecting and live, shows the toast, and hangs up on a second press', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWorkbench(LIVE_CONFIG);
    await user.click(screen.getByRole('button', { name: 'Listen to the Customer Support agent' }));

    const consent = screen.getByRole('group', { name: 'Before the call with the Customer Support agent' });
    expect(consent).toHaveTextContent("You'll talk to an AI agent. The call is processed to run this demo.");
    expect(within(consent).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(consent).getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(FakeVapi.instances).toHaveLength(0);
    await user.click(within(consent).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Connecting to the Customer Support agent…')).toBeInTheDocument();
    expect(await screen.findByText('On a live call with the Customer Support agent. Speak when you are ready.')).toBeInTheDocument();
    expect(screen.getByText('Call Started')).toBeInTheDocument();
    expect(screen.getByText('The Call has been Started.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop the call with the Customer Support agent' }));
    expect(await screen.findByText('No demo call is running.')).toBeInTheDocument();
    expect(screen.getByText('Call Ended')).toBeInTheDocument();
    unmount();
  });

  it('explains in an alert that live demos are unavailable when the config switches them off', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { unmount } = renderWorkbench({ available: false, reason: '"vapi.publicKey" must be a Vapi public key (a UUID)' });
    await user.click(screen.getByRole('button', { name: 'Listen to the Lead Qualification agent' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Live demos are unavailable');
    expect(screen.getByRole('button', { name: 'Listen to the Lead Qualification agent' })).toBeEnabled();
    unmount();
  });
});
