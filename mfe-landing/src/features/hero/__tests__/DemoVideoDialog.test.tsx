import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DemoVideoDialog } from '../components/DemoVideoDialog';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

describe('See A Demo dialog', () => {
  it('opens a labelled dialog with the configured video and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<DemoVideoDialog />);
    const trigger = screen.getByRole('button', { name: 'See A Demo' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Callvera product tour' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', testSiteConfig.demoVideoUrl);
    expect(video).toHaveAttribute('controls');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on the close icon', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<DemoVideoDialog />);
    await user.click(screen.getByRole('button', { name: 'See A Demo' }));
    await user.click(screen.getByRole('button', { name: 'Close demo video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See A Demo' })).toHaveFocus();
  });

  it('closes on a click outside the dialog', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<DemoVideoDialog />);
    await user.click(screen.getByRole('button', { name: 'See A Demo' }));
    await user.click(screen.getByTestId('demo-video-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('embeds a page that is not a video file in an iframe', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<DemoVideoDialog />, { ...testSiteConfig, demoVideoUrl: 'https://video.example.com/embed/tour' });
    await user.click(screen.getByRole('button', { name: 'See A Demo' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://video.example.com/embed/tour');
    expect(dialog.querySelector('video')).toBeNull();
  });
});
