import { createAppConfig } from '@callvera/tooling';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'pricing',
  title: 'Callvera pricing (standalone)',
  exposes: {
    './PricingPage': './src/PricingPage.tsx',
  },
});
