import { createAppConfig } from '@callvera/tooling';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { siteTargetFrom } from '@callvera/shared/registry/origins';

const fixture = SITE_REGISTRY.testFixtures.find((entry) => entry.dir === 'e2e/remotes/pricing-fork/dist');

const REACT_18 = { react: 'react-18', 'react-dom': 'react-dom-18' };
const REACT_KEYS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
/** Changes the share config of React's modules, as a team that writes its own `shared` might. */
const reactShared = (change) => (shared) =>
  Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, REACT_KEYS.includes(key) ? { ...config, ...change } : config]));

/**
 * The fork as its team builds it (`compatible`: other minors and patches than the shell's), as it would be built
 * against other majors of what the page shares once, and misconfigured: bundling another major of React while
 * declaring what the shell has. Each goes into dist/<variant>/. The shell and the release gate must refuse all
 * but the first.
 */
export const VARIANTS = {
  compatible: {},
  // React and React DOM 18, installed beside 19 under other names.
  'react-major': { alias: REACT_18 },
  // React 18 bundled, but declared as the shell's major: version 19.3.0, any React from 19 on.
  'react-declared-19': { alias: REACT_18, shared: reactShared({ version: '19.3.0', requiredVersion: '>=19.0.0' }) },
  // React 18 bundled and shared, but not as a singleton: the page would run it beside the shell's React.
  'react-not-singleton': { alias: REACT_18, shared: reactShared({ singleton: false }) },
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
  const { alias = {}, borrow = {}, shared } = VARIANTS[variant];
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
  if (shared) {
    const federation = app.plugins.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin');
    federation._options = { ...federation._options, shared: shared(federation._options.shared) };
  }
  return [{ ...app, externals: { ...app.externals, ...borrow } }, ...besides];
};
