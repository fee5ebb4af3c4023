/* global document -- it runs in the page */
/**
 * Tells the page that the app's entry runs: the shell's build writes this function into the entry, which calls it in
 * its own task before the start-up runs in the next (tooling/start-after-yield-plugin.js), so it uses nothing but its
 * argument and the page. Plain JavaScript for that.
 * @param {string} eventName ENTRY_RUNS (page-marks.js)
 */
export function announceEntryRuns(eventName) {
  document.dispatchEvent(new Event(eventName));
}
