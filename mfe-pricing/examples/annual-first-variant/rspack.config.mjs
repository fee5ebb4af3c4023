import { createAppConfig } from '@callvera/shared/build';

// A variant must take the federation name "pricing" and expose "./PricingPage": see ../../CONTRACT.md.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'pricing',
  port: 3092,
  title: 'Callvera pricing, annual-first variant (standalone)',
  // Deployed beside the control on the pricing origin, so the site's CSP already allows it.
  outputDir: '../../dist/annual-first',
  exposes: {
    './PricingPage': './src/PricingPage.tsx',
  },
});
