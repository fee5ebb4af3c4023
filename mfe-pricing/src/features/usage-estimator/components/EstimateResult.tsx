import { conversionAttributes } from '@callvera/shared/conversion-links';
import { ExternalLink } from '../../../components/ExternalLink';
import { formatCents, formatCount, formatPrice } from '@callvera/shared/format-money';
import { OVERAGE_CENTS_PER_MINUTE } from '@callvera/shared/pricing-plans';
import type { EstimatorOutcome } from '../utils/estimator-outcome';
import { AnnualSavingNote } from './AnnualSavingNote';
import styles from './usage-estimator.module.css';

export interface EstimateResultProps {
  result: EstimatorOutcome['result'];
  /** Where "Schedule an Enterprise demo" goes. */
  bookingUrl: string;
}

/** The answer panel: a prompt, a nudge to fix a field, Enterprise, or the cheapest plan with its bill. */
export function EstimateResult({ result, bookingUrl }: EstimateResultProps) {
  if (result.kind !== 'estimate') {
    return (
      <div className={styles.result} data-state="empty">
        <p className={styles.placeholder}>
          {result.kind === 'waiting'
            ? 'Enter your expected minutes per month to see the cheapest plan.'
            : 'Fix the highlighted field to see your estimate.'}
        </p>
      </div>
    );
  }

  const { estimate, minutes } = result;
  const volumeNote = estimate.concurrencyRaisedByVolume && (
    <p className={styles.note}>
      {formatCount(minutes)} minutes a month need at least {formatCount(estimate.concurrentCallsNeeded)} calls running at once, even around
      the clock.
    </p>
  );
  const enterpriseLink = (
    <ExternalLink className={styles.enterpriseLink} href={bookingUrl} {...conversionAttributes({ action: 'schedule-demo' })}>
      Schedule an Enterprise demo
    </ExternalLink>
  );

  if (estimate.kind === 'enterprise') {
    return (
      <div className={styles.result}>
        <p className={styles.eyebrow}>Best fit</p>
        <p className={styles.planName}>Enterprise</p>
        <p className={styles.note}>
          {formatCount(estimate.concurrentCallsNeeded)} concurrent calls is more than any self-serve plan allows (Elite runs 10). Enterprise
          has unlimited concurrent calls and custom minute packages.
        </p>
        {volumeNote}
        {enterpriseLink}
      </div>
    );
  }

  const { cheapest, annual } = estimate;
  return (
    <div className={styles.result}>
      <p className={styles.eyebrow}>Cheapest plan</p>
      <p className={styles.planName}>{cheapest.plan.tier}</p>
      <p className={styles.total}>
        <span className={styles.totalAmount}>{formatCents(cheapest.totalCents)}</span> per month
      </p>
      <dl className={styles.breakdown}>
        <div>
          <dt>Plan price</dt>
          <dd>{formatPrice(cheapest.plan.price)}</dd>
        </div>
        <div>
          <dt>Included minutes</dt>
          <dd>{formatCount(cheapest.plan.minutes)}</dd>
        </div>
        <div>
          <dt>
            Overage ({formatCount(cheapest.overageMinutes)} min × {formatCents(OVERAGE_CENTS_PER_MINUTE)})
          </dt>
          <dd>{formatCents(cheapest.overageCents)}</dd>
        </div>
        <div>
          <dt>Concurrent calls</dt>
          <dd>{cheapest.plan.concurrentCalls}</dd>
        </div>
      </dl>
      {volumeNote}
      {annual && <AnnualSavingNote cheapest={cheapest} annual={annual} />}
      {estimate.enterpriseWorthAsking && (
        <>
          <p className={styles.note}>
            At this volume most of the bill is overage. Enterprise volume discounts and custom minute packages may cost less.
          </p>
          {enterpriseLink}
        </>
      )}
    </div>
  );
}
