import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestimonialCarousel } from '../components/TestimonialCarousel';
import { TESTIMONIALS } from '../data/testimonials';

const [first, second, third] = TESTIMONIALS;
/** CSS shows the review placed right after the checked dot. */
const shownSlide = () => screen.getByRole('radio', { checked: true }).nextElementSibling as HTMLElement;
const shownName = () => shownSlide().querySelector('strong')?.textContent;

describe('Customer review carousel', () => {
  it('has three reviews, each with photo, name, position and text', () => {
    expect(TESTIMONIALS).toHaveLength(3);
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const slide = screen.getByRole('group', { name: '1 of 3' });
    expect(shownSlide()).toBe(slide);
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
  });

  it('marks the current dot, and a dot selects its review', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const dots = screen.getAllByRole('radio', { name: /^Show review/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toBeChecked();
    await user.click(dots[1]!);
    expect(shownName()).toBe(second!.name);
    expect(dots[1]).toBeChecked();
    expect(dots[0]).not.toBeChecked();
  });

  it('steps with the arrow keys from its buttons, and never advances by itself', async () => {
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

  it('leaves the arrow keys to a focused dot, so one key press moves one review', async () => {
    const user = userEvent.setup();
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    const dots = screen.getAllByRole('radio', { name: /^Show review/ });
    dots[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(shownName()).toBe(second!.name);
  });
});

describe('the review shown, kept with the page’s history entry', () => {
  it.each([
    ['the Next arrow', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next review' }))],
    [
      'an arrow key on Previous',
      async (user: ReturnType<typeof userEvent.setup>) => {
        screen.getByRole('button', { name: 'Previous review' }).focus();
        await user.keyboard('{ArrowLeft}{ArrowLeft}');
      },
    ],
    ['a dot', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('radio', { name: /^Show review 2 of 3/ }))],
  ])('is shown again when its page is rendered afresh on the same entry, after %s', async (_how, move) => {
    const user = userEvent.setup();
    const first = render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    await move(user);
    const shown = shownName();
    expect(shown).not.toBe(TESTIMONIALS[0]!.name);
    first.unmount();
    render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
    expect(shownName()).toBe(shown);
  });
});
