import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'landing',
  port: 3001,
  title: 'Callvera home (standalone)',
  exposes: {
    './LandingPage': './src/LandingPage.tsx',
  },
});
