import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { RadioChoices } from '../RadioChoices';

const OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

/** Renders the group into a page of its own, as the prerender's React or the app's would, after `leading` other parts. */
async function renderOnAPage({ leading = 0, defaultValue = 'monthly' as 'monthly' | 'annual' } = {}) {
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
          defaultValue={defaultValue}
          classNames={{ group: undefined, option: undefined, radio: undefined }}
        />
      </>,
    ),
  );
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('names its radios the same on the served page and in the app, however each renders it', async () => {
  const names = (container: HTMLElement) => [...container.querySelectorAll('input')].map((radio) => radio.name);
  const served = names(await renderOnAPage());
  const inTheApp = names(await renderOnAPage({ leading: 3 }));
  expect(served).toEqual(['billing-period', 'billing-period']);
  expect(inTheApp).toEqual(served);
});

it('is one group with its legend as its name, the default checked', async () => {
  await renderOnAPage({ defaultValue: 'annual' });
  expect(screen.getByRole('group', { name: 'Billing period' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
});

describe('kept in the history entry', () => {
  function Billing({ keptInEntry }: { keptInEntry: boolean }) {
    return (
      <RadioChoices
        legend="Billing period"
        name="billing-period"
        options={OPTIONS}
        defaultValue="monthly"
        keptInEntry={keptInEntry}
        classNames={{ group: undefined, option: undefined, radio: undefined }}
      />
    );
  }

  it('when asked, the pick is checked again when its page is rendered afresh on the same entry', async () => {
    const user = userEvent.setup();
    const first = render(<Billing keptInEntry />);
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    first.unmount();
    render(<Billing keptInEntry />);
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked();
  });

  it('otherwise, a page rendered afresh starts from the default', async () => {
    const user = userEvent.setup();
    const first = render(<Billing keptInEntry={false} />);
    await user.click(screen.getByRole('radio', { name: 'Annual' }));
    first.unmount();
    render(<Billing keptInEntry={false} />);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });
});
