import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { servedThenHydrated } from '@callvera/shared/testing/served-then-hydrated';
import { TEST_SITE_CONFIG } from '../../../__tests__/render-with-site-config';
import { UsageEstimator } from '../components/UsageEstimator';

const estimator = (
  <SiteConfigProvider config={TEST_SITE_CONFIG}>
    <UsageEstimator />
  </SiteConfigProvider>
);

/** Typing into the served HTML: the browser changes the field, no React handler runs yet. */
function typeServed(served: HTMLElement, label: string, text: string) {
  const field = [...served.querySelectorAll('label')].find((candidate) => candidate.textContent === label)!.control!;
  (field as HTMLInputElement).value = text;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('UsageEstimator taking over served HTML', () => {
  it('estimates from minutes typed before the code arrived', async () => {
    await servedThenHydrated(estimator, (served) => typeServed(served, 'Expected minutes per month', '1,000'));
    expect(screen.getByRole('textbox', { name: 'Expected minutes per month' })).toHaveValue('1,000');
    expect(screen.getByRole('status')).toHaveTextContent('Cheapest plan: Starter, $130 per month.');
  });

  it('keeps the early minutes when the visitor goes on to the other field', async () => {
    const user = userEvent.setup();
    await servedThenHydrated(estimator, (served) => typeServed(served, 'Expected minutes per month', '2500'));
    await user.type(screen.getByRole('textbox', { name: 'Concurrent calls needed (optional)' }), '3');
    expect(screen.getByRole('textbox', { name: 'Expected minutes per month' })).toHaveValue('2500');
    expect(screen.getByRole('status')).toHaveTextContent('Cheapest plan: Pro, $340 per month.');
  });

  it('still asks for minutes when nothing was typed', async () => {
    await servedThenHydrated(estimator);
    expect(screen.getByRole('status')).toHaveTextContent('Enter your expected minutes per month to see the cheapest plan.');
  });
});
