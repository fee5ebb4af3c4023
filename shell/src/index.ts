import { afterNextPaint } from '@callvera/shared/after-next-paint';

// The app's start-up never delays the first paint of the prerendered page, and the
// async boundary lets federation negotiate shared React before any of it runs.
void afterNextPaint().then(() => import('./bootstrap'));
