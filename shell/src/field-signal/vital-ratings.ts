import type { FieldEventDetail, VitalMetric } from '@callvera/shared/field-events';

/** web-vitals' thresholds of each rating (good up to the first, poor beyond the second): Google's Core Web Vitals'. */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** The rating web-vitals gives a value, as a vital event carries it. */
export function vitalRating(metric: VitalMetric, value: number): FieldEventDetail<'vital'>['rating'] {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  return value > poor ? 'poor' : value > good ? 'needs-improvement' : 'good';
}
