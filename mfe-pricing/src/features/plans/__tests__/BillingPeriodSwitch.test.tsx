import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingPeriod } from '@callvera/shared/pricing-plans';
import { BillingPeriodSwitch } from '../components/BillingPeriodSwitch';

function SwitchWithState() {
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  return (
    <>
      <BillingPeriodSwitch defaultValue="monthly" onChange={setBilling} />
      <p>Showing {billing}</p>
    </>
  );
}

describe('BillingPeriodSwitch', () => {
  it('is a named group of two options with Monthly selected', () => {
    render(<SwitchWithState />);
    expect(screen.getByRole('group', { name: 'Billing period' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).not.toBeChecked();
  });

  it('switches on a click of either option', async () => {
    const user = userEvent.setup();
    render(<SwitchWithState />);
    await user.click(screen.getByText('Annual (Save 11%)'));
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
    expect(screen.getByText('Showing annual')).toBeInTheDocument();
    await user.click(screen.getByText('Monthly'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByText('Showing monthly')).toBeInTheDocument();
  });

  it('works from the keyboard: Tab in, arrow to the other side', async () => {
    const user = userEvent.setup();
    render(<SwitchWithState />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
    expect(screen.getByText('Showing annual')).toBeInTheDocument();
  });

  it('switches on its own, with no owner listening', async () => {
    const user = userEvent.setup();
    render(<BillingPeriodSwitch defaultValue="annual" />);
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).not.toBeChecked();
  });

  it('reports the picked side to its owner', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<BillingPeriodSwitch defaultValue="monthly" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Annual (Save 11%)' }));
    expect(onChange).toHaveBeenCalledWith('annual');
  });
});

describe('BillingPeriodSwitch on Back and Forward', () => {
  it('shows the side the visitor left it on when its page is rendered afresh on the same history entry, and tells its owner', async () => {
    const user = userEvent.setup();
    const first = render(<SwitchWithState />);
    await user.click(screen.getByRole('radio', { name: 'Annual (Save 11%)' }));
    first.unmount();
    render(<SwitchWithState />);
    expect(screen.getByRole('radio', { name: 'Annual (Save 11%)' })).toBeChecked();
    expect(await screen.findByText('Showing annual')).toBeInTheDocument();
  });
});
