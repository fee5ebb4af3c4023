import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSiteConfig } from '../../../__tests__/render-with-site-config';
import { UsageEstimator } from '../components/UsageEstimator';
import { monthlyMinutesFromCalls } from '../utils/minutes-from-calls';
import { parseCallsPerDay } from '../utils/parse-usage-input';

afterEach(() => history.replaceState(null, '', '/'));

describe("the estimator, from a demo call's receipt", () => {
  it('counts calls a day of the demo call length over a 30-day month, in whole minutes rounded up', () => {
    expect(monthlyMinutesFromCalls(154, 40)).toBe(3_080); // 154 s × 40 × 30 = 184,800 s
    expect(monthlyMinutesFromCalls(61, 1)).toBe(31); // 30.5 minutes: a started minute counts
  });

  it('reads the calls a day as a whole number from 1', () => {
    expect(parseCallsPerDay('1,200')).toEqual({ status: 'valid', value: 1_200 });
    expect(parseCallsPerDay('0')).toMatchObject({ status: 'invalid' });
    expect(parseCallsPerDay('2.5')).toMatchObject({ status: 'invalid' });
    expect(parseCallsPerDay('lots')).toMatchObject({ status: 'invalid', message: 'Enter the calls as a number, for example 40.' });
  });

  it("is filled with the call's length, and the calls a day fill the month's minutes and the answer", async () => {
    history.replaceState(null, '', '/pricing?call-seconds=154#estimator');
    const user = userEvent.setup();
    renderWithSiteConfig(<UsageEstimator />);
    expect(await screen.findByText(/Your demo call lasted/)).toHaveTextContent('Your demo call lasted 2 min 34 s.');
    await user.type(screen.getByRole('textbox', { name: 'Calls like your demo call, per day' }), '40');
    expect(screen.getByRole('textbox', { name: 'Expected minutes per month' })).toHaveValue('3080');
    expect(screen.getByText('2 min 34 s × 40 calls × 30 days = 3,080 minutes a month.')).toBeInTheDocument();
    // Starter: $39 + 2,780 × $0.13 = $400.40 (Pro would be $249 + 1,280 × $0.13 = $415.40)
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(/^Cheapest plan: Starter, \$400\.40 per month\./);
  });

  it('names a call length it cannot read, and fills nothing in', async () => {
    history.replaceState(null, '', '/pricing?call-seconds=lots');
    renderWithSiteConfig(<UsageEstimator />);
    expect(await screen.findByText(/is not a number of seconds/)).toHaveTextContent('“lots”');
    expect(screen.queryByRole('textbox', { name: 'Calls like your demo call, per day' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Expected minutes per month' })).toHaveValue('');
  });

  it('shows nothing of it on a plain visit', () => {
    renderWithSiteConfig(<UsageEstimator />);
    expect(screen.queryByText(/demo call/)).not.toBeInTheDocument();
  });
});
