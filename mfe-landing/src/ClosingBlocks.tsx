import { NumbersStrip } from './features/numbers/components/NumbersStrip';
import { IntegrationsSection } from './features/integrations/components/IntegrationsSection';
import { BlogSection } from './features/blog/components/BlogSection';
import { ContactSection } from './features/contact/components/ContactSection';

/** The last blocks of the home page, in page order: read-only, so their code can wait until they near the screen. */
export function ClosingBlocks() {
  return (
    <>
      <NumbersStrip />
      <IntegrationsSection />
      <BlogSection />
      <ContactSection />
    </>
  );
}
