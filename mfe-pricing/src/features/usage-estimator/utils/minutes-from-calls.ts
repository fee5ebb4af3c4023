/** The month the estimator counts calls over: every day, as an agent answers every day. */
export const DAYS_IN_A_MONTH = 30;

/** Minutes a month of this many calls a day, each as long as the demo call; whole minutes, rounded up. */
export function monthlyMinutesFromCalls(callSeconds: number, callsPerDay: number): number {
  return Math.ceil((callSeconds * callsPerDay * DAYS_IN_A_MONTH) / 60);
}
