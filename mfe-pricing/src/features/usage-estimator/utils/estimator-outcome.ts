import { formatCents, formatCount } from '@callvera/shared/format-money';
import { estimatePlan, type Estimate } from './estimate-plan';
import { parseConcurrentCalls, parseMinutes, type ParsedField } from './parse-usage-input';

/** Everything the estimator shows for what is typed in its two fields. */
export interface EstimatorOutcome {
  minutesField: ParsedField;
  callsField: ParsedField;
  result: { kind: 'waiting' } | { kind: 'invalid' } | { kind: 'estimate'; minutes: number; estimate: Estimate };
}

/** Reads both fields and, when they make sense, estimates. */
export function estimatorOutcome(minutesText: string, callsText: string): EstimatorOutcome {
  const minutesField = parseMinutes(minutesText);
  const callsField = parseConcurrentCalls(callsText);
  if (minutesField.status === 'invalid' || callsField.status === 'invalid') {
    return { minutesField, callsField, result: { kind: 'invalid' } };
  }
  if (minutesField.status === 'empty') return { minutesField, callsField, result: { kind: 'waiting' } };
  const estimate = estimatePlan({
    minutes: minutesField.value,
    concurrentCalls: callsField.status === 'valid' ? callsField.value : undefined,
  });
  return { minutesField, callsField, result: { kind: 'estimate', minutes: minutesField.value, estimate } };
}

/** One sentence for screen readers each time the answer changes; the panel holds the details. */
export function announceOutcome({ minutesField, callsField, result }: EstimatorOutcome): string {
  if (result.kind === 'waiting') return 'Enter your expected minutes per month to see the cheapest plan.';
  if (result.kind === 'invalid') {
    const problems = [minutesField, callsField].flatMap((field) => (field.status === 'invalid' ? [field.message] : []));
    return `No estimate yet. ${problems.join(' ')}`;
  }
  const { estimate } = result;
  if (estimate.kind === 'enterprise') {
    return `${formatCount(estimate.concurrentCallsNeeded)} concurrent calls is more than any self-serve plan allows. Enterprise fits.`;
  }
  const { cheapest, annual } = estimate;
  const saving = annual ? ` Annual billing saves ${formatCents(annual.yearlySavingCents)} a year.` : '';
  return `Cheapest plan: ${cheapest.plan.tier}, ${formatCents(cheapest.totalCents)} per month.${saving}`;
}
