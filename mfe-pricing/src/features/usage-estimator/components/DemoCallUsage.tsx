import { useEffect } from 'react';
import { useTextKeptInEntry } from '@callvera/shared/kept-in-entry';
import { callLengthInWords, ESTIMATOR_ID } from '@callvera/shared/call-length-link';
import { formatCount } from '@callvera/shared/format-money';
import { scrollToAnchorWhenPresent } from '@callvera/shared/scroll-to-anchor';
import { DAYS_IN_A_MONTH, monthlyMinutesFromCalls } from '../utils/minutes-from-calls';
import { parseCallsPerDay } from '../utils/parse-usage-input';
import { EstimatorField } from './EstimatorField';
import styles from './usage-estimator.module.css';

export interface DemoCallUsageProps {
  /** The demo call's length, from the receipt's link. */
  callSeconds: number;
  /** Fills the estimator's minutes with those of the calls a day typed here. */
  onMinutes: (minutes: number) => void;
}

/** Arrived from a demo call's receipt: its length is filled in, and the visitor's calls a day make the month. */
export function DemoCallUsage({ callSeconds, onMinutes }: DemoCallUsageProps) {
  const [callsText, setCallsText] = useTextKeptInEntry('estimator-calls-like-the-demo-call');
  const parsed = parseCallsPerDay(callsText);

  // A visitor who followed the receipt's link came for the estimator, from the top of the page; one who came
  // Back to a place lower down is left there.
  useEffect(() => {
    if (window.scrollY === 0) return scrollToAnchorWhenPresent(ESTIMATOR_ID);
  }, []);

  return (
    <div className={styles.fromCall}>
      <p className={styles.fromCallLead}>
        Your demo call lasted <strong>{callLengthInWords(callSeconds * 1000)}</strong>. How many calls like it do you expect a day?
      </p>
      <EstimatorField
        id="calls-like-the-demo-call"
        label="Calls like your demo call, per day"
        hint={`Counted over a ${DAYS_IN_A_MONTH}-day month; the minutes below follow.`}
        placeholder="e.g. 40"
        value={callsText}
        onChange={(text) => {
          setCallsText(text);
          const calls = parseCallsPerDay(text);
          if (calls.status === 'valid') onMinutes(monthlyMinutesFromCalls(callSeconds, calls.value));
        }}
        parsed={parsed}
      />
      {parsed.status === 'valid' && (
        <p className={styles.note}>
          {callLengthInWords(callSeconds * 1000)} × {formatCount(parsed.value)} calls × {DAYS_IN_A_MONTH} days ={' '}
          {formatCount(monthlyMinutesFromCalls(callSeconds, parsed.value))} minutes a month.
        </p>
      )}
    </div>
  );
}
