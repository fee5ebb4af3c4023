import type { RoutePageProps } from '@callvera/shared/contracts';
import PricingFixturePage from './PricingPage';

/** Drawn once per page load, as the module loads: this build breaks on one page load of three, as a release broken on one path does. */
const breaksThisPageLoad = Math.random() < 1 / 3;

/** The fixture's page, failing to render on a third of page loads: a canary the field evidence must roll back. */
export default function FlakyPricingPage(props: RoutePageProps) {
  if (breaksThisPageLoad) throw new Error('The flaky pricing fixture broke while rendering');
  return <PricingFixturePage {...props} />;
}
