import { renderStandalone } from '@callvera/shared/standalone';
import PricingPage from './PricingPage';

void renderStandalone('pricing fixture', { '/pricing': PricingPage });
