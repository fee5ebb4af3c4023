import { useSiteConfig } from '@callvera/shared/site-config-context';
import { PageHead } from '@callvera/shared/page-head';
import { productJsonLd } from '@callvera/shared/structured-data';
import { subscriptionOffers } from '../features/plans/utils/subscription-offers';

/** The pricing page's title, description, share card and Product JSON-LD; every variant of the page renders it. */
export function PricingPageHead() {
  const config = useSiteConfig();
  return (
    <PageHead
      title="Pricing"
      description={`Plans for ${config.productName} AI voice agents from $39 a month: minutes, concurrent calls and support compared, plus Enterprise.`}
      path="/pricing"
      jsonLd={[productJsonLd(config, subscriptionOffers())]}
    />
  );
}
