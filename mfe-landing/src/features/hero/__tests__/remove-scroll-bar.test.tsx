import { render } from '@testing-library/react';
import { RemoveScrollBar } from '../scroll-lock/remove-scroll-bar';

afterEach(() => document.body.removeAttribute('style'));

describe('the dialog scroll lock without a <style> element', () => {
  it('locks the page scroll on the body itself while shown, and gives back the body as it was', () => {
    document.body.style.color = 'red';
    const { unmount } = render(<RemoveScrollBar />);
    expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
    expect(document.body.style.getPropertyPriority('overflow')).toBe('important');
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(document.head.querySelector('style')).toBeNull();

    unmount();
    expect(document.body.style.getPropertyValue('overflow')).toBe('');
    expect(document.body.style.color).toBe('red');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('holds while any of several locks is shown', () => {
    const first = render(<RemoveScrollBar />);
    const second = render(<RemoveScrollBar />);
    first.unmount();
    expect(document.body.style.getPropertyValue('overflow')).toBe('hidden');
    second.unmount();
    expect(document.body.style.getPropertyValue('overflow')).toBe('');
  });
});
