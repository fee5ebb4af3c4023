import { act, fireEvent, screen } from '@testing-library/react';
import DemoVideoDialog from '../components/DemoVideoDialog';
import userEvent from '@testing-library/user-event';
import { SeeADemoLink } from '../components/SeeADemoLink';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

describe('See A Demo dialog', () => {
  it('is a link to the video, so it works before the code runs, and its early press is kept for replay', () => {
    renderWithSiteConfig(<SeeADemoLink />);
    const link = screen.getByRole('link', { name: 'See A Demo' });
    expect(link).toHaveAttribute('href', testSiteConfig.demoVideoUrl);
    expect(link).toHaveAttribute('data-replay-click');
  });

  it('leaves a modified click (new tab, window) to the browser', async () => {
    renderWithSiteConfig(<SeeADemoLink />);
    const link = screen.getByRole('link', { name: 'See A Demo' });
    // What the page left to the browser, read after every handler ran; jsdom cannot navigate, so stop it there.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(await screen.findByRole('dialog', { name: 'Callvera product tour' })).toBeInTheDocument();
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, false]);
  });

  it('opens a labelled dialog with the configured video and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoLink />);
    const trigger = screen.getByRole('link', { name: 'See A Demo' });
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
    renderWithSiteConfig(<SeeADemoLink />);
    await user.click(screen.getByRole('link', { name: 'See A Demo' }));
    await user.click(await screen.findByRole('button', { name: 'Close demo video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See A Demo' })).toHaveFocus();
  });

  it('closes on a click outside the dialog', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoLink />);
    await user.click(screen.getByRole('link', { name: 'See A Demo' }));
    await user.click(await screen.findByTestId('demo-video-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a press outside made as soon as it shows, before Radix listens for one (a timer after it opens)', () => {
    jest.useFakeTimers();
    try {
      const onOpenChange = jest.fn();
      renderWithSiteConfig(<DemoVideoDialog open onOpenChange={onOpenChange} opener={{ current: null }} />);
      const overlay = screen.getByTestId('demo-video-overlay');
      fireEvent.pointerDown(overlay);
      fireEvent.mouseDown(overlay);
      fireEvent.pointerUp(overlay);
      fireEvent.mouseUp(overlay);
      fireEvent.click(overlay);
      expect(onOpenChange).toHaveBeenCalledWith(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('embeds a page that is not a video file in an iframe', async () => {
    const user = userEvent.setup();
    renderWithSiteConfig(<SeeADemoLink />, { ...testSiteConfig, demoVideoUrl: 'https://video.example.com/embed/tour' });
    await user.click(screen.getByRole('link', { name: 'See A Demo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://video.example.com/embed/tour');
    expect(dialog.querySelector('video')).toBeNull();
  });
});
