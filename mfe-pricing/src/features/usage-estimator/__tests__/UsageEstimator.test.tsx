import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSiteConfig } from '../../../__tests__/render-with-site-config';
import { UsageEstimator } from '../components/UsageEstimator';

function setup() {
  const user = userEvent.setup();
  renderWithSiteConfig(<UsageEstimator />);
  return {
    user,
    minutes: screen.getByRole('textbox', { name: 'Expected minutes per month' }),
    calls: screen.getByRole('textbox', { name: 'Concurrent calls needed (optional)' }),
    status: screen.getByRole('status'),
  };
}

describe('UsageEstimator', () => {
  it('asks for minutes before estimating', () => {
    const { status } = setup();
    expect(screen.getByRole('region', { name: 'Estimate your monthly cost' })).toBeInTheDocument();
    expect(status).toHaveTextContent('Enter your expected minutes per month to see the cheapest plan.');
  });

  it('shows the cheapest plan with overage and the annual saving', async () => {
    const { user, minutes, status } = setup();
    await user.type(minutes, '1,000');
    // Starter: $39 + 700 × $0.13 = $130; annual $35 + $91 = $126, so $48 a year less
    expect(status).toHaveTextContent('Cheapest plan: Starter, $130 per month. Annual billing saves $48 a year.');
    expect(screen.getByText('$130')).toBeInTheDocument();
    expect(screen.getByText('Overage (700 min × $0.13)')).toBeInTheDocument();
    expect(screen.getByText('Save $48 a year')).toBeInTheDocument();
  });

  it('honours the concurrent calls asked for', async () => {
    const { user, minutes, calls, status } = setup();
    await user.type(minutes, '2500');
    await user.type(calls, '3');
    expect(status).toHaveTextContent('Cheapest plan: Pro, $340 per month. Annual billing saves $360 a year.');
    await user.clear(calls);
    await user.type(calls, '7');
    expect(status).toHaveTextContent('Cheapest plan: Growth, $629 per month.');
    expect(screen.queryByText(/a year/)).not.toBeInTheDocument();
  });

  it('recommends Enterprise above 10 concurrent calls, with a booking link in a new tab', async () => {
    const { user, minutes, calls, status } = setup();
    await user.type(minutes, '500');
    await user.type(calls, '11');
    expect(status).toHaveTextContent('11 concurrent calls is more than any self-serve plan allows. Enterprise fits.');
    const link = screen.getByRole('link', { name: /Schedule an Enterprise demo/ });
    expect(link).toHaveAttribute('href', 'https://booking.callvera.test/demo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['ten thousand', 'Enter the minutes as a number, for example 2,500.'],
    ['-40', 'Minutes cannot be negative.'],
    ['5000000', 'Enter at most 1,000,000 minutes. For more, Enterprise offers custom minute packages.'],
  ])('explains that %p is not usable, next to the field', async (typed, message) => {
    const { user, minutes, status } = setup();
    await user.type(minutes, typed);
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(minutes).toHaveAccessibleDescription(`Total call minutes across all your agents. ${message}`);
    expect(status).toHaveTextContent(`No estimate yet. ${message}`);
    expect(screen.getByText('Fix the highlighted field to see your estimate.')).toBeInTheDocument();
  });

  it('clears the message once the input is fixed', async () => {
    const { user, minutes } = setup();
    await user.type(minutes, '-40');
    await user.clear(minutes);
    await user.type(minutes, '40');
    expect(minutes).not.toHaveAttribute('aria-invalid');
    expect(within(screen.getByRole('region', { name: 'Estimate your monthly cost' })).getByText('Starter')).toBeInTheDocument();
  });
});
