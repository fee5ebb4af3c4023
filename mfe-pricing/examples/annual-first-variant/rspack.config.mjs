import { createAppConfig } from '@callvera/shared/build';

// A variant must take the federation name "pricing" and expose "./PricingPage": see ../../CONTRACT.md.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'pricing',
  port: 3092,
  title: 'Callvera pricing, annual-first variant (standalone)',
  exposes: {
    './PricingPage': './src/PricingPage.tsx',
  },
});
