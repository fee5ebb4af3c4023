import { useId } from 'react';
import { useTextKeptInEntry } from '@callvera/shared/kept-in-entry';
import { ESTIMATOR_ID } from '@callvera/shared/call-length-link';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { useCallLengthFromLink } from '../utils/use-call-length-from-link';
import { DemoCallUsage } from './DemoCallUsage';
import { announceOutcome, estimatorOutcome } from '../utils/estimator-outcome';
import { EstimateResult } from './EstimateResult';
import { EstimatorField } from './EstimatorField';
import styles from './usage-estimator.module.css';

/**
 * "Which plan do I need?": minutes and concurrent calls in, the cheapest plan and its monthly total out. What the
 * visitor typed stays with the page's history entry, so Back and Forward bring it back.
 */
export function UsageEstimator() {
  const { bookingUrl } = useSiteConfig();
  const titleId = useId();
  const [minutesText, setMinutesText] = useTextKeptInEntry('estimator-minutes');
  const [callsText, setCallsText] = useTextKeptInEntry('estimator-calls');
  const outcome = estimatorOutcome(minutesText, callsText);
  const fromCall = useCallLengthFromLink();

  return (
    <section id={ESTIMATOR_ID} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.intro}>
        <h2 id={titleId} className={styles.title}>
          Estimate your monthly cost
        </h2>
        <p className={styles.lead}>
          Tell us how much your AI agents will talk, and we&rsquo;ll find the cheapest plan with overage included.
        </p>
      </div>

      <div className={styles.layout}>
        <div className={styles.fields}>
          {fromCall.kind === 'call' && (
            <DemoCallUsage callSeconds={fromCall.seconds} onMinutes={(minutes) => setMinutesText(String(minutes))} />
          )}
          {fromCall.kind === 'unreadable' && (
            <p className={styles.note}>
              The link&rsquo;s call length, &ldquo;{fromCall.text}&rdquo;, is not a number of seconds, so nothing was filled in. Enter your
              minutes below.
            </p>
          )}
          <EstimatorField
            label="Expected minutes per month"
            hint="Total call minutes across all your agents."
            placeholder="e.g. 2,500"
            value={minutesText}
            onChange={setMinutesText}
            parsed={outcome.minutesField}
          />
          <EstimatorField
            label="Concurrent calls needed (optional)"
            hint="Calls that must run at the same time. Leave empty if you are not sure."
            placeholder="e.g. 3"
            value={callsText}
            onChange={setCallsText}
            parsed={outcome.callsField}
          />
        </div>
        <EstimateResult result={outcome.result} bookingUrl={bookingUrl} />
      </div>

      <p className="visually-hidden" role="status">
        {announceOutcome(outcome)}
      </p>
    </section>
  );
}
