import { screen, waitFor } from '@testing-library/react';
import { chunkOnTheNetwork, comeBackOnline, quietCaughtFailures } from '@callvera/shared/testing/chunk-on-the-network';
import userEvent from '@testing-library/user-event';
import { SeeADemoLink } from '../components/SeeADemoLink';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

const mockDialog = chunkOnTheNetwork('demo-video-dialog');
jest.mock('../components/DemoVideoDialog', () => mockDialog.serve(() => jest.requireActual('../components/DemoVideoDialog')));
quietCaughtFailures();

async function pressSeeADemo() {
  const user = userEvent.setup();
  renderWithSiteConfig(<SeeADemoLink />);
  await user.click(screen.getByRole('link', { name: 'See A Demo' }));
  return user;
}

describe('See A Demo when the video dialog cannot load', () => {
  it('says so in place, in plain words, and offers the video on its own page', async () => {
    await pressSeeADemo();
    const fallback = await screen.findByRole('status');
    expect(fallback).toHaveTextContent("The video player didn't load.");
    expect(fallback).not.toHaveTextContent(/chunk/i);
    expect(screen.getByRole('link', { name: 'Watch the demo video' })).toHaveAttribute('href', testSiteConfig.demoVideoUrl);
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches the dialog afresh on every Retry, and by itself when the browser comes back online', async () => {
    const user = await pressSeeADemo();
    await screen.findByRole('button', { name: 'Retry' });
    const importsBefore = mockDialog.imports;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    // The fresh import starts once the frame that answers the press is painted.
    await waitFor(() => expect(mockDialog.imports).toBe(importsBefore + 1));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();

    mockDialog.reachable = true;
    await comeBackOnline();
    expect(await screen.findByRole('dialog', { name: 'Callvera product tour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
