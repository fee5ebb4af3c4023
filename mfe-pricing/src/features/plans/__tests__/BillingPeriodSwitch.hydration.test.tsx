import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { servedThenHydrated } from '@callvera/shared/testing/served-then-hydrated';
import type { BillingPeriod } from '@callvera/shared/pricing-plans';
import { BillingPeriodSwitch } from '../components/BillingPeriodSwitch';

function SwitchWithState({ initial = 'monthly' }: { initial?: BillingPeriod }) {
  const [billing, setBilling] = useState<BillingPeriod>(initial);
  return (
    <>
      <BillingPeriodSwitch defaultValue={initial} onChange={setBilling} />
      <p>Showing {billing}</p>
    </>
  );
}

/** A press on the served HTML: the browser checks the radio, no React handler runs yet. */
function checkServedRadio(served: HTMLElement, value: BillingPeriod) {
  served.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!.click();
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('BillingPeriodSwitch taking over served HTML', () => {
  it('adopts the period a visitor checked before the code arrived', async () => {
    await servedThenHydrated(<SwitchWithState />, (served) => checkServedRadio(served, 'annual'));
    expect(screen.getByText('Showing annual')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  });

  it('then goes on switching as usual', async () => {
    const user = userEvent.setup();
    await servedThenHydrated(<SwitchWithState />, (served) => checkServedRadio(served, 'annual'));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByText('Showing monthly')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Annual (Save 11%)' }));
    expect(screen.getByText('Showing annual')).toBeInTheDocument();
  });

  it('adopts Monthly too, when a page that starts on Annual was switched back', async () => {
    await servedThenHydrated(<SwitchWithState initial="annual" />, (served) => checkServedRadio(served, 'monthly'));
    expect(screen.getByText('Showing monthly')).toBeInTheDocument();
  });

  it('leaves a pick that the page’s first script keeps as a press to that press, so it is told once', async () => {
    const onChange = jest.fn();
    // React (in development) reports the attribute the first script added to the served HTML; it leaves it there.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await servedThenHydrated(<BillingPeriodSwitch defaultValue="monthly" onChange={onChange} />, (served) => {
      checkServedRadio(served, 'annual');
      served.querySelector('input[value="annual"]')!.setAttribute('data-pending-press', '');
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
  });

  it('reports nothing when the visitor left the served choice alone', async () => {
    const onChange = jest.fn();
    await servedThenHydrated(<BillingPeriodSwitch defaultValue="monthly" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });
});
