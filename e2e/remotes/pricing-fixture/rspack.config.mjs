import { createAppConfig } from '@callvera/tooling';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { siteTargetFrom } from '@callvera/shared/registry/origins';

const [fixture] = SITE_REGISTRY.testFixtures;

// Same federation name as the real pricing remote, so remotes.json can point "pricing" here.
// `--env incompatible` builds it for a shell contract no shell implements, to prove it is refused.
const variantOf = (env) => (env.incompatible ? { contractVersion: 0, outputDir: 'dist/incompatible' } : { outputDir: 'dist/compatible' });

export default (env, argv) => {
  const { page = './src/PricingPage.tsx', ...variant } = variantOf(env);
  return createAppConfig({
    appDir: import.meta.dirname,
    name: 'pricing',
    port: siteTargetFrom(process.env).portBase + fixture.portOffset,
    title: 'Pricing fixture',
    exposes: { './PricingPage': page },
    ...variant,
  })(env, argv);
};
