import { useId, useRef } from 'react';
import { useAdoptCheckedRadio } from '@callvera/shared/adopt-served-input';
import { ANNUAL_SWITCH_LABEL, type BillingPeriod } from '../../../catalog/plans';
import styles from './billing-period-switch.module.css';

export interface BillingPeriodSwitchProps {
  /** The side checked when the page is served. */
  defaultValue: BillingPeriod;
  /** Told of each side the visitor picks, including one picked before the page's code ran. */
  onChange?: (billing: BillingPeriod) => void;
}

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: ANNUAL_SWITCH_LABEL },
];

/**
 * The Monthly / Annual switch. Native radio buttons styled as a segmented control:
 * arrow keys, the checked state and the group name come from the browser itself, so
 * it works from the served HTML; inside a BillingPeriodScope the checked radio also
 * picks the plan list that shows.
 *
 * The radios are uncontrolled: the browser alone holds the checked side and CSS reads
 * it, so a press re-renders nothing (the next frame only restyles the page) and no
 * state in code can disagree with what the visitor sees.
 */
export function BillingPeriodSwitch({ defaultValue, onChange }: BillingPeriodSwitchProps) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useAdoptCheckedRadio(group, defaultValue, (billing) => onChange?.(billing));
  return (
    <fieldset ref={group} className={styles.switch} data-billing-switch="">
      <legend className="visually-hidden">Billing period</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className={styles.option}>
          <input
            className={styles.input}
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
            onChange={onChange && (() => onChange(option.value))}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
