import type { RoutePageProps } from '@callvera/shared/contracts';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { AllPlansIncludeCard } from '@callvera/mfe-pricing/blocks/AllPlansIncludeCard';
import { BillingPeriodScope } from '@callvera/mfe-pricing/blocks/BillingPeriodScope';
import { BillingPeriodSwitch } from '@callvera/mfe-pricing/blocks/BillingPeriodSwitch';
import { EnterpriseCard } from '@callvera/mfe-pricing/blocks/EnterpriseCard';
import { PlanCardList } from '@callvera/mfe-pricing/blocks/PlanCardList';
import { PricingPageHead } from '@callvera/mfe-pricing/blocks/PricingPageHead';
import { dashboardRoot } from '@callvera/mfe-pricing/lib/dashboard-root';
import styles from './variant-page.module.css';

/**
 * Example experiment: the same blocks and figures, but annual billing is shown
 * first. It exists to prove (in e2e/tests/pricing-variant.spec.ts) that a variant
 * built this way replaces the pricing remote through remotes.json alone.
 */
export default function PricingPage(_props: RoutePageProps) {
  const { dashboardUrl, bookingUrl } = useSiteConfig();
  const getStartedHref = dashboardRoot(dashboardUrl);
  return (
    <div className={styles.page} data-variant="annual-first">
      <PricingPageHead />
      <section className={styles.plans} aria-labelledby="pricing-title">
        <BillingPeriodScope>
          <h1 id="pricing-title">Upgrade your plan</h1>
          <p>{"Choose the plan that's right for your business"}</p>
          <BillingPeriodSwitch defaultValue="annual" />
          <PlanCardList billing="annual" getStartedHref={getStartedHref} />
          <PlanCardList billing="monthly" getStartedHref={getStartedHref} />
        </BillingPeriodScope>
      </section>
      <EnterpriseCard bookingUrl={bookingUrl} />
      <AllPlansIncludeCard />
    </div>
  );
}
