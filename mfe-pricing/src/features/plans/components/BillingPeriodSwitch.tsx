import { useId, useRef } from 'react';
import { useAdoptCheckedRadio } from '@callvera/shared/adopt-served-input';
import { ANNUAL_SWITCH_LABEL, type BillingPeriod } from '../../../catalog/plans';
import styles from './billing-period-switch.module.css';

export interface BillingPeriodSwitchProps {
  /** The side currently shown. */
  value: BillingPeriod;
  /** Called with the side the visitor picked, including one picked before the page's code ran. */
  onChange: (billing: BillingPeriod) => void;
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
 */
export function BillingPeriodSwitch({ value, onChange }: BillingPeriodSwitchProps) {
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  useAdoptCheckedRadio(group, value, onChange);
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
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
