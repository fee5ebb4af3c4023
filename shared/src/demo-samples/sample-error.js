// @ts-check
// Plain JavaScript, as the other checks of this folder: the sample check command runs them in Node.
import { FIELD_EVENTS } from '../../registry/field-events.js';

/** Why an agent has no sample to play: the kinds of the field event that reports it, which says what each means. */
export const SAMPLE_FAILURES = FIELD_EVENTS.events['sample-failure'].sampleFailure;

/** @typedef {(typeof SAMPLE_FAILURES)[number]} SampleFailure */

/** A sample that cannot be played, with a sentence naming the file and what was wrong with it. */
export class SampleError extends Error {
  /** @override */
  name = 'SampleError';

  /**
   * @param {SampleFailure} failure
   * @param {string} message
   */
  constructor(failure, message) {
    super(message);
    this.failure = failure;
  }
}
