import { renderStandalone } from '@callvera/shared/standalone';
import LandingPage from './LandingPage';

void renderStandalone('landing', { '/': LandingPage });
