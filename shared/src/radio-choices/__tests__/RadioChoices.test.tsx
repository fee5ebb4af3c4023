import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { RadioChoices } from '../RadioChoices';

const OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

/** Renders the group into a page of its own, as the prerender's React or the app's would. */
async function renderOnAPage(leading: number) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <>
        {/* Other parts before it change the place it renders in, and any id generated from it. */}
        {Array.from({ length: leading }, (_, i) => (
          <p key={i}>Part {i}</p>
        ))}
        <RadioChoices
          legend="Billing period"
          name="billing-period"
          options={OPTIONS}
          defaultValue="monthly"
          classNames={{ group: undefined, option: undefined, radio: undefined }}
        />
      </>,
    ),
  );
  const names = [...container.querySelectorAll('input')].map((radio) => radio.name);
  container.remove();
  return names;
}

it('names its radios the same on the served page and in the app, however each renders it', async () => {
  const served = await renderOnAPage(0);
  const inTheApp = await renderOnAPage(3);
  expect(served).toEqual(['billing-period', 'billing-period']);
  expect(inTheApp).toEqual(served);
});

it('is one group with its legend as its name, the default checked', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <RadioChoices
        legend="Billing period"
        name="billing-period"
        options={OPTIONS}
        defaultValue="annual"
        classNames={{ group: undefined, option: undefined, radio: undefined }}
      />,
    ),
  );
  expect(screen.getByRole('group', { name: 'Billing period' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
  container.remove();
});
