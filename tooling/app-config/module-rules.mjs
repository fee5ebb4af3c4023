import path from 'node:path';
import { sharedPackageDir } from '../shared-package.mjs';
import federationDebugOff from '../federation-debug-off-loader.cjs';
import reactRouterUnusedParts from '../react-router-unused-parts-loader.cjs';

/**
 * How an app's modules are loaded: TypeScript and JSX, CSS, images and fonts, in production the federation runtime's
 * debug mode off (federation-debug-off-loader.cjs) and React Router's unused parts left out
 * (react-router-unused-parts-loader.cjs), then the app's own rules.
 * @param {{ production: boolean, rules: import('@rspack/core').RuleSetRule[] }} options
 * @returns {import('@rspack/core').ModuleOptions}
 */
export const moduleRules = ({ production, rules }) => ({
  // CSS Modules as `import styles from './x.module.css'`, the form TypeScript users expect.
  parser: { 'css/auto': { namedExports: false } },
  rules: [
    {
      test: /\.tsx?$/,
      // Packages ship JavaScript, except @callvera/shared, installed as it is (a remote built outside this
      // repository has it in its node_modules).
      exclude: (file) => file.includes(`${path.sep}node_modules${path.sep}`) && !file.startsWith(sharedPackageDir),
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
        env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, type: 'css/auto' },
    {
      test: /\.(svg|png|webp|avif|jpe?g)$/,
      oneOf: [
        // `import picture from './x.svg?inline'`: a data: URL in the module, so the picture comes with the page
        // that shows it and asks no host for it (a first screen's picture from a host the page has not yet
        // connected to waits for its name lookup and handshakes). Percent-encoded, not base64: an SVG is text, and
        // so its URL stays shorter and compresses better.
        {
          test: /\.svg$/,
          resourceQuery: /^\?inline$/,
          type: 'asset/inline',
          generator: { dataUrl: { encoding: false } },
        },
        { type: 'asset/resource' },
      ],
    },
    { test: /\.(woff2?)$/, type: 'asset/resource' },
    ...(production ? [federationDebugOff.federationDebugOffRule, reactRouterUnusedParts.reactRouterUnusedPartsRule] : []),
    ...rules,
  ],
});
