import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCarousel } from '../components/TestimonialCarousel';
import { TESTIMONIALS } from '../data/testimonials';
import { wrapIndex } from '../utils/wrap-index';

const [first, second, third] = TESTIMONIALS;
const shownName = () => screen.getByRole('group').querySelector('strong')?.textContent;

describe('Customer review carousel', () => {
  it('has three reviews, each with photo, name, position and text', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(slide).toHaveTextContent(first!.description);
    expect(slide).toHaveTextContent(first!.position);
    expect(screen.getByRole('img', { name: `Portrait of ${first!.name}` })).toHaveAttribute('width', '64');
  });

  it('wraps around: previous from the first shows the last, next from the last shows the first', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(shownName()).toBe(third!.name);
    await user.click(screen.getByRole('button', { name: 'Next review' }));
    expect(shownName()).toBe(first!.name);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('marks the current dot, and a dot selects its review', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const dots = screen.getAllByRole('button', { name: /^Show review/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[1]!);
    expect(shownName()).toBe(second!.name);
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('works with arrow keys and never advances by itself', async () => {
    jest.useFakeTimers();
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(shownName()).toBe(first!.name);
    jest.useRealTimers();
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Next review' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shownName()).toBe(second!.name);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownName()).toBe(third!.name);
  });
});
