/** The words the hero headline cycles through: what an agent does on the phone for you. */
export const USE_CASE_WORDS: readonly string[] = [
  'Lead Qualification',
  'Cold Calling',
  'Appointment Booking',
  'Reminders',
  'Follow-ups',
  'Surveys',
  'Customer Support',
];

/** How long each word stays before the next one. */
export const USE_CASE_WORD_INTERVAL_MS = 2600;
