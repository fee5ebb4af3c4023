import { formatCallTime } from '../use-call-timer';

describe('formatCallTime', () => {
  it.each([
    [0, '00:00'],
    [999, '00:00'],
    [2_000, '00:02'],
    [75_000, '01:15'],
    [3_600_000, '60:00'],
    [-500, '00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCallTime(ms)).toBe(text);
  });
});
