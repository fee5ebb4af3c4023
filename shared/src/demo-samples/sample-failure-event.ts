import type { FieldEventDetail } from '../contracts/field-events';

/**
 * How a page says that a sample call cannot be played: an event on window, which the shell's field signal notes
 * (a remote and the shell are separate bundles). A module of its own, so the shell's first load holds only this.
 */
export const SAMPLE_FAILURE_EVENT = 'callvera:sample-failure';

export type SampleFailureDetail = FieldEventDetail<'sample-failure'>;
