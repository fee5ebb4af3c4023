import { readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from '../utils/reading-time';

describe('reading time', () => {
  it('reads at a pace within the usual 200-230 words per minute', () => {
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(230);
  });

  it('rounds partial minutes up', () => {
    expect(readingMinutes(WORDS_PER_MINUTE)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE + 1)).toBe(2);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(1300)).toBe(6);
  });

  it('never shows less than one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(12)).toBe(1);
    expect(readingMinutes(Number.NaN)).toBe(1);
  });

  it('labels the time the way the article header shows it', () => {
    expect(readingTimeLabel(1300)).toBe('6 min read');
  });
});
