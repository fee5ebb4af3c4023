import type { RoutePageProps } from '@callvera/shared/contracts';
import { PageHead } from '@callvera/shared/page-head';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { Hero } from './features/hero/components/Hero';
import { DemoSection } from './features/demo-agents/components/DemoSection';
import { IndustriesSection } from './features/industries/components/IndustriesSection';
import { TestimonialsSection } from './features/testimonials/components/TestimonialsSection';
import { nearScreenSections } from './components/near-screen-section';
import { useScrollToHashOnMount } from './hooks/use-scroll-to-hash-on-mount';
import './late-block-styles';

const LateBlocks = nearScreenSections({
  'key-features': () => import('./features/key-features/components/KeyFeaturesSection').then((module) => module.KeyFeaturesSection),
  'closing-blocks': () => import('./ClosingBlocks').then((module) => module.ClosingBlocks),
});
const KeyFeatures = LateBlocks['key-features'];
const ClosingBlocks = LateBlocks['closing-blocks'];

/** The home page, block by block in page order. */
export default function LandingPage(_props: RoutePageProps) {
  const { productName } = useSiteConfig();
  useScrollToHashOnMount();
  return (
    <>
      <PageHead
        title="AI voice agents that answer and make your calls"
        description={`${productName} builds no-code AI phone agents that qualify leads, book appointments and answer support calls around the clock. Listen to a live demo.`}
        path="/"
      />
      <Hero />
      <DemoSection />
      <IndustriesSection />
      <KeyFeatures />
      <TestimonialsSection />
      <ClosingBlocks />
    </>
  );
}
