// Intl.NumberFormat would do this, but the first Intl object a page creates starts
// up ICU: 25-40 ms of main thread on our test machine, more on a phone, spent in
// the middle of hydrating the pricing page. US grouping is all the cards need.
function formatAmount(amount: number, fractionDigits: 0 | 2): string {
  const [whole = '', fraction] = Math.abs(amount).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "1800" → "1,800": counts on the cards use US thousands separators. */
export function formatCount(value: number | string): string {
  return formatAmount(Number(value), 0);
}

/**
 * A plan price as the card shows it: a price of 0 is "Free",
 * anything else "$" with thousands separators, e.g. "1249" → "$1,249".
 */
export function formatPrice(price: number | string): string {
  const dollars = Number(price);
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a price: ${String(price)}`);
  return dollars === 0 ? 'Free' : `$${formatAmount(dollars, Number.isInteger(dollars) ? 0 : 2)}`;
}

/** An amount of cents as dollars, cents shown only when there are some: 6110 → "$61.10", 24900 → "$249". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${formatAmount(abs / 100, abs % 100 === 0 ? 0 : 2)}`;
}
