import { createAppConfig } from '@callvera/shared/build';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { siteTargetFrom } from '@callvera/shared/registry/origins';

const fixture = SITE_REGISTRY.testFixtures.find((entry) => entry.dir === 'e2e/remotes/pricing-fork/dist');

/**
 * The fork as its team builds it (`compatible`: other minors and patches than the shell's), and as it would
 * be built against other majors of what the page shares once; each into dist/<variant>/. The shell and the
 * release gate must refuse all but the first.
 */
export const VARIANTS = {
  compatible: {},
  // React and React DOM 18, installed beside 19 under other names.
  'react-major': { alias: { react: 'react-18', 'react-dom': 'react-dom-18' } },
  // zustand 4, for the fork's own store and the shared modules' copies alike.
  'zustand-major': { alias: { zustand: 'zustand-4' } },
  // A later major of @callvera/shared's toast store (./shared-next).
  'shared-major': { alias: { '@callvera/shared/toast$': '@callvera/shared-next/toast' } },
  // As a later @callvera/shared might build remotes: borrowing the federation runtime package from the page
  // too, under a global this shell does not set.
  'federation-runtime': { borrow: { '@module-federation/runtime-tools/runtime': '_CALLVERA_FEDERATION_RUNTIME' } },
};

export default (env, argv) => {
  const variant = env.variant ?? 'compatible';
  const { alias = {}, borrow = {} } = VARIANTS[variant];
  const built = createAppConfig({
    appDir: import.meta.dirname,
    // The real pricing remote's federation name, so remotes.json can point "pricing" here.
    name: 'pricing',
    port: siteTargetFrom(process.env).portBase + fixture.portOffset,
    title: 'Pricing fork',
    exposes: { './PricingPage': './src/PricingPage.tsx' },
    outputDir: `dist/${variant}`,
    alias,
  })(env, argv);
  const [app, ...besides] = [built].flat();
  return [{ ...app, externals: { ...app.externals, ...borrow } }, ...besides];
};
