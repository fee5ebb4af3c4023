import { readFileSync } from 'node:fs';
import { SITE_REGISTRY } from './shared/registry/site-registry.js';
import { LOCAL_REFERENCE, trustedRemoteOrigins } from './shared/registry/site-origins.js';

const shellPackage = JSON.parse(readFileSync(new URL('./shell/package.json', import.meta.url), 'utf8'));

/** One Jest run over the shell, the remotes and the shared package. */
export default {
  // What shell/rspack.config.mjs defines for a build of the local deployment.
  globals: {
    __TRUSTED_REMOTE_ORIGINS__: trustedRemoteOrigins(LOCAL_REFERENCE),
    __SHELL_RELEASE__: shellPackage.version,
    __REMOTES_MUST_BE_PINNED__: false,
    __PAGE_ROUTES__: SITE_REGISTRY.routes.map(({ path, remote }) => ({ path, remote })),
  },
  testEnvironment: '<rootDir>/jest/jsdom-with-fetch.cjs',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-landing',
    '<rootDir>/mfe-pricing',
    '<rootDir>/mfe-articles',
    '<rootDir>/mfe-legal',
    '<rootDir>/mfe-demo-call',
  ],
  clearMocks: true,
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    // Articles and legal documents are MDX, compiled with the options of the app that owns them.
    '^.+\\.mdx$': '<rootDir>/tooling/mdx/jest-mdx-transform.cjs',
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages that Jest must compile.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@vapi-ai|@daily-co))'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/jest/empty-module.cjs',
    '\\.(svg|png|webp|avif|jpe?g|woff2?|mp4)$': '<rootDir>/jest/file-url.cjs',
    '\\.svg\\?inline$': '<rootDir>/jest/file-data-url.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup-tests.ts'],
  // Room for the find* queries' wait (jest/setup-tests.ts) inside one test.
  testTimeout: 15_000,
};
