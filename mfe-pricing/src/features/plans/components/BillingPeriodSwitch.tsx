import { useRef } from 'react';
import { useAdoptCheckedRadio } from '@callvera/shared/adopt-served-input';
import { RadioChoices } from '@callvera/shared/radio-choices';
import { ANNUAL_SWITCH_LABEL, type BillingPeriod } from '@callvera/shared/pricing-plans';
import styles from './billing-period-switch.module.css';

export interface BillingPeriodSwitchProps {
  /** The side checked when the page is served. */
  defaultValue: BillingPeriod;
  /** Told of each side the visitor picks, including one picked before the page's code ran or kept from a visit before. */
  onChange?: (billing: BillingPeriod) => void;
}

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: ANNUAL_SWITCH_LABEL },
];

/**
 * The Monthly / Annual switch: radio choices styled as a segmented control. Inside a
 * BillingPeriodScope the checked radio also picks the plan list that shows, so no state
 * in code can disagree with what the visitor sees. The side picked stays with the page's
 * history entry: Back and Forward find it as the visitor left it.
 */
export function BillingPeriodSwitch({ defaultValue, onChange }: BillingPeriodSwitchProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  useAdoptCheckedRadio(group, defaultValue, (billing) => onChange?.(billing));
  return (
    <RadioChoices
      ref={group}
      legend="Billing period"
      name="billing-period"
      options={OPTIONS}
      defaultValue={defaultValue}
      onChange={onChange}
      keptInEntry
      classNames={{ group: styles.switch, option: styles.option, radio: styles.input }}
      groupAttributes={{ 'data-billing-switch': '' }}
    />
  );
}
