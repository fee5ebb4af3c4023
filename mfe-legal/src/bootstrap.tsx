import { renderStandalone } from '@callvera/shared/standalone';
import LegalPage from './LegalPage';

void renderStandalone('legal', {
  '/privacy-policy': LegalPage,
  '/refund-policy': LegalPage,
  '/terms-of-service': LegalPage,
});
