import { createAppConfig } from '@callvera/tooling';

// A variant must take the federation name "pricing" and expose "./PricingPage": see ../../CONTRACT.md.
// Where it is built, deployed and served in development: its entry in shared/registry/site-registry.js.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'pricing',
  variant: 'annual-first',
  title: 'Callvera pricing, annual-first variant (standalone)',
  exposes: {
    './PricingPage': './src/PricingPage.tsx',
  },
});
