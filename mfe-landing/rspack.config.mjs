import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'landing',
  title: 'Callvera home (standalone)',
  exposes: {
    './LandingPage': './src/LandingPage.tsx',
  },
});
