import { act, render, screen } from '@testing-library/react';
import { RotatingHeadline } from '../components/RotatingHeadline';
import { USE_CASE_WORDS, USE_CASE_WORD_INTERVAL_MS } from '../data/use-case-words';
import { mockMatchMedia } from '../../../testing/mock-match-media';

describe('RotatingHeadline', () => {
  afterEach(() => jest.useRealTimers());

  it('rotates the visible word while screen readers keep one stable name', () => {
    jest.useFakeTimers();
    mockMatchMedia([]);
    render(<RotatingHeadline id="t" />);
    const heading = screen.getByRole('heading', { level: 1 });
    const name = heading.textContent;
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[0]!);
    act(() => jest.advanceTimersByTime(USE_CASE_WORD_INTERVAL_MS));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[1]!);
    expect(screen.getByRole('heading', { level: 1, name: /AI voice agents for lead qualification/ })).toBeInTheDocument();
    expect(heading.textContent).not.toBe(name); // the visible part moved, the accessible name did not
  });

  it('shows one word and never rotates with reduced motion', () => {
    jest.useFakeTimers();
    mockMatchMedia(['(prefers-reduced-motion: reduce)']);
    render(<RotatingHeadline id="t" />);
    act(() => jest.advanceTimersByTime(USE_CASE_WORD_INTERVAL_MS * 5));
    expect(screen.getByTestId('rotating-word')).toHaveTextContent(USE_CASE_WORDS[0]!);
  });
});
