import { act, render, screen } from '@testing-library/react';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { USE_CASE_WORDS, USE_CASE_WORD_INTERVAL_MS } from '../data/use-case-words';
import { mockMatchMedia } from '../../../testing/mock-match-media';
import { ControlledIntersectionObserver } from '../../../testing/controlled-intersection-observer';

describe('RotatingHeadline', () => {
  afterEach(() => jest.useRealTimers());

  it('rotates the visible word while screen readers keep one stable name', () => {
    jest.useFakeTimers();
    mockMatchMedia([]);
    render(<RotatingHeadline id="t" />);
    const heading = screen.getByRole('heading', { level: 1 });
    const stableName = 'AI voice agents for lead qualification, cold calling, appointment booking and every other business call';
    expect(heading).toHaveAccessibleName(stableName);
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[0]!);
    // The first word is painted at once; only the words that follow it come in (the stylesheet's word-in).
    expect(heading.querySelector('[data-rotating]')).toBeNull();
    act(() => jest.advanceTimersByTime(USE_CASE_WORD_INTERVAL_MS));
    expect(heading.querySelector('[data-rotating]')).not.toBeNull();
    // The visible word moved on, one at a time; the accessible name did not.
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[1]!);
    expect(heading.querySelectorAll('[data-current]')).toHaveLength(1);
    expect(heading).toHaveAccessibleName(stableName);
  });

  it('shows one word and never rotates with reduced motion', () => {
    jest.useFakeTimers();
    mockMatchMedia(['(prefers-reduced-motion: reduce)']);
    render(<RotatingHeadline id="t" />);
    act(() => jest.advanceTimersByTime(USE_CASE_WORD_INTERVAL_MS * 5));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[0]!);
  });

  it('holds its word while scrolled off the screen, and moves on once back', () => {
    jest.useFakeTimers();
    mockMatchMedia([]);
    ControlledIntersectionObserver.install();
    render(<RotatingHeadline id="t" />);
    const [observer] = ControlledIntersectionObserver.instances;
    act(() => observer!.leaveScreen());
    act(() => jest.advanceTimersByTime(USE_CASE_WORD_INTERVAL_MS * 3));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[0]!);
    act(() => observer!.nearScreen());
    act(() => jest.advanceTimersByTime(USE_CASE_WORD_INTERVAL_MS));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[1]!);
  });
});
