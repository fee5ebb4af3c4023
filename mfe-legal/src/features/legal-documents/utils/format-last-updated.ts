const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-11-22" as "November 22, 2026", the same for every visitor whatever their time zone.
 * Written out by hand: Intl.DateTimeFormat would start up ICU (25-40 ms of main thread
 * on our test machine) while the page hydrates, for one fixed date.
 */
export function formatLastUpdated(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const monthName = MONTHS[Number(month) - 1];
  if (!year || !monthName || !day) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${monthName} ${Number(day)}, ${year}`;
}
