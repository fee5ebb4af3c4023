import { screen, waitFor, within } from '@testing-library/react';
import { servedThenHydrated } from '@callvera/shared/testing/served-then-hydrated';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';
import { ContactSection } from '../../features/contact/components/ContactSection';
import { DemoSection } from '../../features/demo-agents/components/DemoSection';
import { IntegrationsSection } from '../../features/integrations/components/IntegrationsSection';
import { testSiteConfig } from '../../testing/render-with-site-config';
import { DRAWN_IN_BROWSER } from '../DrawnInBrowser';

const INTEGRATIONS = ['Deepgram', 'Zapier', 'Vonage', 'Anthropic', 'ElevenLabs', 'HubSpot'];
/** The contact channels' own pictograms (phone, e-mail) are served; the logos and the networks' marks are not. */
const SERVED_MARKS = 2;

/** What this checkout's page renderer writes (tooling/prerender/capture.mjs). */
const asPrerendered = (served: HTMLElement) =>
  served.querySelectorAll(`[${DRAWN_IN_BROWSER}]`).forEach((element) => element.replaceChildren());

const marks = (container: HTMLElement) => container.querySelectorAll('svg path').length;

const brandMarks = (
  <SiteConfigProvider config={testSiteConfig}>
    <IntegrationsSection />
    <ContactSection />
  </SiteConfigProvider>
);

describe('what a served page leaves out, drawn once it has taken over', () => {
  // React reports a hydration mismatch as an error: hydration must render what the served page holds.
  let errors: jest.SpyInstance;
  beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => {
    errors.mockRestore();
    document.body.replaceChildren();
  });

  it('brand marks: each logo is there by name, in its place, and its mark is drawn at hydration', async () => {
    let servedMarks = -1;
    const { container } = await servedThenHydrated(brandMarks, (served) => {
      asPrerendered(served);
      for (const name of INTEGRATIONS) expect(within(served).getByRole('img', { name })).toBeEmptyDOMElement();
      servedMarks = marks(served);
    });
    expect(servedMarks).toBe(SERVED_MARKS);
    await waitFor(() => expect(marks(container)).toBe(SERVED_MARKS + INTEGRATIONS.length + 3));
    for (const name of INTEGRATIONS) expect(screen.getByRole('img', { name })).not.toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
  });

  it('a page from an older renderer, which served the marks, hydrates as it is, with no mismatch', async () => {
    let servedMarks = -1;
    const { container } = await servedThenHydrated(brandMarks, (served) => (servedMarks = marks(served)));
    expect(servedMarks).toBe(SERVED_MARKS + INTEGRATIONS.length + 3);
    expect(marks(container)).toBe(servedMarks);
    expect(errors).not.toHaveBeenCalled();
  });

  it('transcripts: served without their words; one opened before the take-over reads them once it has', async () => {
    const served = { words: -1, disclosures: -1 };
    await servedThenHydrated(<DemoSection />, (page) => {
      asPrerendered(page);
      served.words = page.querySelectorAll('details li').length;
      served.disclosures = page.querySelectorAll('details').length;
      const support = within(page).getByRole('article', { name: 'Customer Support' });
      support.querySelector('details')!.open = true;
    });
    expect(served.words).toBe(0);
    expect(served.disclosures).toBe(8);
    const support = screen.getByRole('article', { name: 'Customer Support' });
    const lines = await within(support).findAllByRole('listitem', {}, { timeout: 10_000 });
    expect(lines[0]).toHaveTextContent(/^Liam \(agent\): /);
    expect(errors).not.toHaveBeenCalled();
  });
});
