import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { FIELD_TYPES, type FieldEventDetail } from '@callvera/shared/field-events';

const SELECTOR = new RegExp(FIELD_TYPES.selector.pattern);

/** web-vitals' selector of an element, as the schema takes it; left out when there is none. */
function selector(text: string | undefined): string | undefined {
  const printable = text?.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
  return printable && SELECTOR.test(printable) ? printable : undefined;
}

function vital(metric: MetricWithAttribution): FieldEventDetail<'vital'> {
  // Milliseconds to the millisecond; CLS, a score, to four decimals.
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1e4) / 1e4 : Math.round(metric.value);
  return { metric: metric.name, value, rating: metric.rating };
}

/**
 * The page load's Core Web Vitals as the browser measured them (web-vitals' attribution build, which
 * reads entries the browser kept from before this code loaded). LCP comes with its element and INP with
 * the element of the slowest interaction; CLS and INP come as the page is hidden.
 */
export function watchVitals(report: (vital: FieldEventDetail<'vital'>) => void) {
  onLCP((metric) => {
    const element = selector(metric.attribution.target);
    report({ ...vital(metric), ...(element ? { element } : {}) });
  });
  onINP((metric) => {
    const target = selector(metric.attribution.interactionTarget);
    report({ ...vital(metric), ...(target ? { target } : {}) });
  });
  onCLS((metric) => report(vital(metric)));
  onFCP((metric) => report(vital(metric)));
  onTTFB((metric) => report(vital(metric)));
}
