import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'pricing',
  title: 'Callvera pricing (standalone)',
  exposes: {
    './PricingPage': './src/PricingPage.tsx',
  },
});
