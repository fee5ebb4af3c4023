import { formatCents, formatCount, formatPrice } from '../format-money';

describe('formatPrice', () => {
  it('shows a price of 0 as Free, as text or as a number', () => {
    expect(formatPrice('0')).toBe('Free');
    expect(formatPrice(0)).toBe('Free');
  });

  it('puts a dollar sign before other prices', () => {
    expect(formatPrice('39')).toBe('$39');
    expect(formatPrice('249')).toBe('$249');
    expect(formatPrice(629)).toBe('$629');
  });

  it('groups thousands with commas', () => {
    expect(formatPrice('1249')).toBe('$1,249');
    expect(formatPrice(2628)).toBe('$2,628');
    expect(formatPrice(1234567)).toBe('$1,234,567');
  });

  it('keeps cents when a price has them', () => {
    expect(formatPrice('0.13')).toBe('$0.13');
  });

  it('refuses text that is not a price rather than printing $NaN', () => {
    expect(() => formatPrice('abc')).toThrow(RangeError);
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount('300')).toBe('300');
    expect(formatCount('1800')).toBe('1,800');
    expect(formatCount(9000)).toBe('9,000');
  });
});

describe('formatCents', () => {
  it('drops .00 but keeps real cents', () => {
    expect(formatCents(24900)).toBe('$249');
    expect(formatCents(6110)).toBe('$61.10');
    expect(formatCents(124900)).toBe('$1,249');
    expect(formatCents(35940)).toBe('$359.40');
    expect(formatCents(13)).toBe('$0.13');
  });

  it('puts the sign before the dollar sign', () => {
    expect(formatCents(-124950)).toBe('-$1,249.50');
  });
});
