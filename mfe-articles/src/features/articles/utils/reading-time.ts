/** A steady adult reading pace for web prose; 200-230 is the usual range. */
export const WORDS_PER_MINUTE = 220;

/** Whole minutes to read, rounded up so the line never promises less time than it takes. */
export function readingMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 1;
  return Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE));
}

/** "6 min read" */
export function readingTimeLabel(wordCount: number): string {
  return `${readingMinutes(wordCount)} min read`;
}
