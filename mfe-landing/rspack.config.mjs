import path from 'node:path';
import { createAppConfig } from '@callvera/tooling';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'landing',
  title: 'Callvera home (standalone)',
  exposes: {
    './LandingPage': './src/LandingPage.tsx',
  },
  // Radix's dialog locks the page's scroll through this package, which writes a <style> element the CSP refuses.
  alias: {
    'react-remove-scroll-bar$': path.join(import.meta.dirname, 'src/features/hero/scroll-lock/remove-scroll-bar.ts'),
  },
});
