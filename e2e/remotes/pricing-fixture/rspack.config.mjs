import { createAppConfig } from '@callvera/shared/build';

// Same federation name as the real pricing remote, so remotes.json can point "pricing" here.
export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'pricing',
  port: 3010,
  title: 'Pricing fixture',
  exposes: { './PricingPage': './src/PricingPage.tsx' },
});
