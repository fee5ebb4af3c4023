import { screen } from '@testing-library/react';
import { ContactSection } from '../components/ContactSection';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

describe('Contact Us', () => {
  it('links the configured phone and e-mail, and opens the three social profiles in a new tab', () => {
    renderWithSiteConfig(<ContactSection />);
    expect(screen.getByRole('link', { name: (name) => name.includes(testSiteConfig.phone) })).toHaveAttribute('href', 'tel:+14155550134');
    expect(screen.getByRole('link', { name: (name) => name.includes(testSiteConfig.email) })).toHaveAttribute(
      'href',
      `mailto:${testSiteConfig.email}`,
    );
    const social = [
      ['X', testSiteConfig.social.x],
      ['Instagram', testSiteConfig.social.instagram],
      ['LinkedIn', testSiteConfig.social.linkedin],
    ] as const;
    social.forEach(([network, url]) => {
      const link = screen.getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});
