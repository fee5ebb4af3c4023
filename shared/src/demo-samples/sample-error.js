// @ts-check
// Plain JavaScript, as the other checks of this folder: the sample check command runs them in Node.

/**
 * Why an agent has no sample to play. missing: none is deployed for it, or a file it names is not there.
 * unreadable: a file could not be fetched, or is not what it should be (bad JSON, bad WebVTT, audio no
 * engine here plays). mismatched: a file's bytes are not the ones its integrity names.
 */
export const SAMPLE_FAILURES = /** @type {const} */ (['missing', 'unreadable', 'mismatched']);

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
