import type { RoutePageProps } from '@callvera/shared/contracts';
import { useSiteConfig } from '@callvera/shared/site-config-context';
import { AllPlansIncludeCard } from './features/plans/components/AllPlansIncludeCard';
import { BillingPeriodScope } from './features/plans/components/BillingPeriodScope';
import { BillingPeriodSwitch } from './features/plans/components/BillingPeriodSwitch';
import { EnterpriseCard } from './features/plans/components/EnterpriseCard';
import { PlanCardList } from './features/plans/components/PlanCardList';
import { UsageEstimator } from './features/usage-estimator/components/UsageEstimator';
import { dashboardRoot } from './lib/dashboard-root';
import { PricingPageHead } from './components/PricingPageHead';
import styles from './pricing-page.module.css';

/**
 * The pricing page, exposed as `pricing/PricingPage`. It renders inside
 * the shell's <main>; see CONTRACT.md before changing what it expects.
 */
export default function PricingPage(_props: RoutePageProps) {
  const { dashboardUrl, bookingUrl } = useSiteConfig();
  const getStartedHref = dashboardRoot(dashboardUrl);

  return (
    <div className={styles.page}>
      <PricingPageHead />
      <section className={styles.plans} aria-labelledby="pricing-title">
        <BillingPeriodScope>
          <div className={styles.heading}>
            <h1 id="pricing-title" className={styles.title}>
              Upgrade your plan
            </h1>
            <p className={styles.subtitle}>{"Choose the plan that's right for your business"}</p>
            <BillingPeriodSwitch defaultValue="monthly" />
          </div>
          <PlanCardList billing="monthly" getStartedHref={getStartedHref} />
          <PlanCardList billing="annual" getStartedHref={getStartedHref} />
          <p className={styles.finePrint}>
            Prices in US dollars, before tax. Every plan bills minutes beyond its allowance at $0.13 per minute.
          </p>
        </BillingPeriodScope>
      </section>
      <UsageEstimator />
      <EnterpriseCard bookingUrl={bookingUrl} />
      <AllPlansIncludeCard />
    </div>
  );
}
