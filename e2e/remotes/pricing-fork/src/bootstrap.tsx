import { renderStandalone } from '@callvera/shared/standalone';
import ForkedPricingPage from './PricingPage';

void renderStandalone('pricing fork', { '/pricing': ForkedPricingPage });
