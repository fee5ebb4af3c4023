import type { SampleError } from '../demo-samples';

/** What a load rejected with; a load that resolves fails the test. */
export async function rejectionOf(promise: Promise<unknown>): Promise<SampleError> {
  try {
    await promise;
  } catch (error) {
    return error as SampleError;
  }
  throw new Error('loaded');
}
