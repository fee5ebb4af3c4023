import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigationProvider } from '@callvera/shared/navigation';
import { DocumentLink } from '../components/legal-text-components';

describe('DocumentLink', () => {
  it('moves to another site page through the site navigation, without a page load', async () => {
    const navigate = jest.fn();
    render(
      <NavigationProvider navigate={navigate}>
        <DocumentLink href="/pricing">pricing page</DocumentLink>
      </NavigationProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'pricing page' }));
    expect(navigate).toHaveBeenCalledWith('/pricing');
  });

  it('keeps in-page section links as plain fragment links', () => {
    render(<DocumentLink href="#6-failed-payments">section 6</DocumentLink>);
    const link = screen.getByRole('link', { name: 'section 6' });
    expect(link).toHaveAttribute('href', '#6-failed-payments');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens outside addresses in a new tab without handing over the opener', () => {
    render(<DocumentLink href="https://example.org/rules">the rules</DocumentLink>);
    const link = screen.getByRole('link', { name: 'the rules' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
