const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1800" → "1,800": counts on the cards use US thousands separators. */
export function formatCount(value: number | string): string {
  return wholeNumber.format(Number(value));
}

/**
 * A plan price as the card shows it: a price of 0 is "Free" (spec §2),
 * anything else "$" with thousands separators, e.g. "1249" → "$1,249".
 */
export function formatPrice(price: number | string): string {
  const dollars = Number(price);
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a price: ${String(price)}`);
  return dollars === 0 ? 'Free' : `$${Number.isInteger(dollars) ? wholeNumber.format(dollars) : dollarsAndCents.format(dollars)}`;
}

/** An amount of cents as dollars, cents shown only when there are some: 6110 → "$61.10", 24900 → "$249". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const text = abs % 100 === 0 ? wholeNumber.format(abs / 100) : dollarsAndCents.format(abs / 100);
  return `${sign}$${text}`;
}
