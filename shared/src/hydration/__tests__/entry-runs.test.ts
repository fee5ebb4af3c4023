import { ENTRY_RUNS } from '../page-marks.js';
import { announceEntryRuns } from '../entry-runs.js';

describe("the entry's announcement", () => {
  it('tells the page in the same task, using nothing but its argument and the page: the build writes its source into the entry', () => {
    const heard = jest.fn();
    document.addEventListener(ENTRY_RUNS, heard);
    new Function(`(${announceEntryRuns.toString()})(${JSON.stringify(ENTRY_RUNS)})`)();
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener(ENTRY_RUNS, heard);
  });
});
