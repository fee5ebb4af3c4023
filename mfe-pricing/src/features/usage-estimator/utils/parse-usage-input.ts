import { formatCount } from '@callvera/shared/format-money';

/** Past this, the number is a typo rather than a plan: 1,000,000 minutes is ~23 calls running all month. */
export const MAX_MINUTES_PER_MONTH = 1_000_000;
/** Past this, the number is a typo; Enterprise already covers anything above 10. */
export const MAX_CONCURRENT_CALLS = 1_000;

/** One estimator field, read: nothing typed yet, a usable number, or why not. */
export type ParsedField = { status: 'empty' } | { status: 'valid'; value: number } | { status: 'invalid'; message: string };

// Digits with optional US thousands groups ("2,500") and an optional fraction; a leading sign is allowed
// so "-5" gets the "negative" message rather than "not a number".
const NUMBER_TEXT = /^[+-]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

function readNumber(raw: string): number | null {
  const text = raw.trim();
  if (!NUMBER_TEXT.test(text)) return null;
  return Number(text.replaceAll(',', ''));
}

/** Reads "Expected minutes per month": a whole number from 0 to MAX_MINUTES_PER_MONTH. */
export function parseMinutes(raw: string): ParsedField {
  if (raw.trim() === '') return { status: 'empty' };
  const value = readNumber(raw);
  if (value === null) return { status: 'invalid', message: 'Enter the minutes as a number, for example 2,500.' };
  if (value < 0) return { status: 'invalid', message: 'Minutes cannot be negative.' };
  if (!Number.isInteger(value)) return { status: 'invalid', message: 'Enter whole minutes, without decimals.' };
  if (value > MAX_MINUTES_PER_MONTH) {
    return {
      status: 'invalid',
      message: `Enter at most ${formatCount(MAX_MINUTES_PER_MONTH)} minutes. For more, Enterprise offers custom minute packages.`,
    };
  }
  return { status: 'valid', value };
}

/** Reads the optional "Concurrent calls needed": a whole number from 1 to MAX_CONCURRENT_CALLS. */
export function parseConcurrentCalls(raw: string): ParsedField {
  if (raw.trim() === '') return { status: 'empty' };
  const value = readNumber(raw);
  if (value === null) return { status: 'invalid', message: 'Enter the number of calls as a number, for example 3.' };
  if (value < 0) return { status: 'invalid', message: 'Concurrent calls cannot be negative.' };
  if (!Number.isInteger(value)) return { status: 'invalid', message: 'Enter a whole number of calls.' };
  if (value === 0) return { status: 'invalid', message: 'Enter at least 1 concurrent call, or leave this empty.' };
  if (value > MAX_CONCURRENT_CALLS) {
    return { status: 'invalid', message: `Enter at most ${formatCount(MAX_CONCURRENT_CALLS)} concurrent calls.` };
  }
  return { status: 'valid', value };
}

/** Past this, the number is a typo: a hundred thousand calls a day is a call centre's year. */
export const MAX_CALLS_PER_DAY = 100_000;

/** Reads "Calls like it a day" (from a demo call's receipt): a whole number from 1 to MAX_CALLS_PER_DAY. */
export function parseCallsPerDay(raw: string): ParsedField {
  if (raw.trim() === '') return { status: 'empty' };
  const value = readNumber(raw);
  if (value === null) return { status: 'invalid', message: 'Enter the calls as a number, for example 40.' };
  if (!Number.isInteger(value) || value < 1) return { status: 'invalid', message: 'Enter a whole number of calls, at least 1.' };
  if (value > MAX_CALLS_PER_DAY) return { status: 'invalid', message: `Enter at most ${formatCount(MAX_CALLS_PER_DAY)} calls a day.` };
  return { status: 'valid', value };
}
