import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeeADemoButton } from '../components/SeeADemoButton';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

describe('See A Demo dialog', () => {
  it('opens a labelled dialog with the configured video and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoButton />);
    const trigger = screen.getByRole('button', { name: 'See A Demo' });
    await user.click(trigger);

    const dialog = await screen.findByRole('dialog', { name: 'Callvera product tour' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', testSiteConfig.demoVideoUrl);
    expect(video).toHaveAttribute('controls');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on the close icon', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoButton />);
    await user.click(screen.getByRole('button', { name: 'See A Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Close demo video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See A Demo' })).toHaveFocus();
  });

  it('closes on a click outside the dialog', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoButton />);
    await user.click(screen.getByRole('button', { name: 'See A Demo' }));
    await user.click(await screen.findByTestId('demo-video-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('embeds a page that is not a video file in an iframe', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoButton />, { ...testSiteConfig, demoVideoUrl: 'https://video.example.com/embed/tour' });
    await user.click(screen.getByRole('button', { name: 'See A Demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://video.example.com/embed/tour');
    expect(dialog.querySelector('video')).toBeNull();
  });
});
