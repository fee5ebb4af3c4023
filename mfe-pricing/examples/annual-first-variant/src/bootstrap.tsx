import { renderStandalone } from '@callvera/shared/standalone';
import PricingPage from './PricingPage';

void renderStandalone('pricing (annual-first variant)', { '/pricing': PricingPage });
