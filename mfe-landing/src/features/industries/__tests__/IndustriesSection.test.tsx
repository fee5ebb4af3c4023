import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { servedThenHydrated } from '@callvera/shared/testing/served-then-hydrated';
import { IndustriesSection } from '../components/IndustriesSection';
import { INDUSTRIES } from '../data/industries';
import { mockMatchMedia } from '../../../testing/mock-match-media';
import { PUBLISHED_INDUSTRIES } from '../../../testing/published-industries';
import { renderWithSiteConfig, testSiteConfig } from '../../../testing/render-with-site-config';

/** The home page around the section re-renders for its own reasons (here, a button). */
function PageThatRerenders() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again
      </button>
      <IndustriesSection />
    </>
  );
}

const chipGroup = () => screen.getByRole('group', { name: 'Industries' });

describe('Industries chips', () => {
  let scrollIntoView: jest.Mock;
  beforeEach(() => {
    scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a group of ten radios in page order with the first checked', () => {
    mockMatchMedia([]);
    renderWithSiteConfig(<IndustriesSection />);
    const chips = within(chipGroup()).getAllByRole('radio');
    expect(chips.map((chip) => chip.closest('label')!.textContent)).toEqual(PUBLISHED_INDUSTRIES);
    expect(within(chipGroup()).getByRole('radio', { name: PUBLISHED_INDUSTRIES[0] })).toBeChecked();
  });

  // jsdom applies no CSS; which story shows is checked in the browser tests.
  it('holds every industry’s picture, title and description in the page', () => {
    mockMatchMedia([]);
    renderWithSiteConfig(<IndustriesSection />);
    for (const industry of INDUSTRIES) {
      expect(screen.getByRole('heading', { level: 3, name: industry.label })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: industry.imageAlt })).toBeInTheDocument();
      expect(screen.getByText(industry.description)).toBeInTheDocument();
    }
  });

  it('has a rule to show the story of each chip position', () => {
    const css = readFileSync(path.join(__dirname, '../components/industries.module.css'), 'utf8');
    for (let position = 1; position <= INDUSTRIES.length; position++) {
      expect(css).toContain(`.layout:has(.chip:nth-of-type(${position}) .radio:checked) .detail:nth-child(${position})`);
    }
  });

  it('checks the clicked industry, without scrolling on wide screens', async () => {
    mockMatchMedia([]);
    renderWithSiteConfig(<IndustriesSection />);
    await userEvent.click(screen.getByRole('radio', { name: 'Hotel' }));
    expect(screen.getByRole('radio', { name: 'Hotel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: PUBLISHED_INDUSTRIES[0] })).not.toBeChecked();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls the descriptions into view at 768px or narrower', async () => {
    mockMatchMedia(['(max-width: 768px)']);
    renderWithSiteConfig(<IndustriesSection />);
    await userEvent.click(screen.getByRole('radio', { name: 'SaaS' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toContainElement(screen.getByRole('heading', { level: 3, name: 'SaaS' }));
  });

  it('is one tab stop; arrow keys move the choice and wrap', async () => {
    mockMatchMedia([]);
    const user = userEvent.setup();
    renderWithSiteConfig(<IndustriesSection />);
    await user.tab();
    expect(screen.getByRole('radio', { name: PUBLISHED_INDUSTRIES[0] })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Real Estate' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Real Estate' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Insurance Companies' })).toBeChecked();
  });

  it('after taking over the served page, holds the chip checked there, without a scroll', async () => {
    mockMatchMedia(['(max-width: 768px)']);
    const user = userEvent.setup();
    await servedThenHydrated(
      <SiteConfigProvider config={testSiteConfig}>
        <PageThatRerenders />
      </SiteConfigProvider>,
      (served) => served.querySelector<HTMLInputElement>('input[type="radio"][value="hotel"]')!.click(),
    );
    expect(screen.getByRole('radio', { name: 'Hotel' })).toBeChecked();
    expect(scrollIntoView).not.toHaveBeenCalled();
    // A later render of the page writes React's choice into the radios: it must be Hotel, not the served default.
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByRole('radio', { name: 'Hotel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: PUBLISHED_INDUSTRIES[0] })).not.toBeChecked();
  });

  it('on Back to its page, shows the industry the visitor left it on, without a scroll even on a phone', async () => {
    mockMatchMedia(['(max-width: 768px)']);
    const user = userEvent.setup();
    const first = renderWithSiteConfig(<IndustriesSection />);
    await user.click(screen.getByRole('radio', { name: 'Hotel' }));
    first.unmount();
    scrollIntoView.mockClear();
    renderWithSiteConfig(<IndustriesSection />);
    expect(screen.getByRole('radio', { name: 'Hotel' })).toBeChecked();
    expect(screen.getByRole('radio', { name: PUBLISHED_INDUSTRIES[0] })).not.toBeChecked();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
