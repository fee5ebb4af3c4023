import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { STATEFUL_SUBPATHS } from './tooling/shared-dependencies.mjs';

/** Every deployable app: the shell and the remotes. */
const APPS = readdirSync(import.meta.dirname).filter((dir) => dir === 'shell' || dir.startsWith('mfe-'));
const featuresOf = (app) => {
  try {
    return readdirSync(`${app}/src/features`);
  } catch {
    return [];
  }
};

/**
 * The shell's floors, ground first (shell/README.md says what each holds): a folder imports only folders on the
 * floors below its own, none beside it. What a lower floor needs of an upper one, the upper one hands it, or
 * observes what the lower one publishes (composition/remote-outcomes.ts). The entries at the root of src (index.ts,
 * plan-take-over.ts, bootstrap.tsx, page-start.ts) stand above every floor and wire them together; a test may use
 * any.
 */
const SHELL_FLOORS = [
  ['composition'],
  ['runtime-plugin'],
  ['call-bar', 'toasts', 'previews'],
  ['chrome'],
  ['error'],
  ['routing'],
  ['startup'],
  ['field-signal'],
  ['testing'],
];
// A folder no floor names would be free to import any other: lint refuses to start until it has its floor.
const unplaced = readdirSync(`${import.meta.dirname}/shell/src`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHELL_FLOORS.flat().includes(entry.name))
  .map((entry) => `shell/src/${entry.name}`);
if (unplaced.length > 0) throw new Error(`Put ${unplaced.join(', ')} on one of the shell's floors (SHELL_FLOORS in eslint.config.mjs).`);
const shellFloorZones = SHELL_FLOORS.flatMap((floor, level) =>
  floor.map((folder) => {
    const below = SHELL_FLOORS.slice(0, level).flat();
    return {
      target: `./shell/src/${folder}`,
      from: [...floor.filter((other) => other !== folder), ...SHELL_FLOORS.slice(level + 1).flat()].map((other) => `./shell/src/${other}`),
      message: below.length
        ? `The shell's floors point down: ${folder}/ imports only ${below.map((name) => `${name}/`).join(', ')}.`
        : `${folder}/ is the shell's ground floor: it imports no other folder of the shell.`,
    };
  }),
).filter((zone) => zone.from.length > 0);
/** shared's stateful features, and the leaves below them. */
const SHARED_FEATURES = ['demo-call', 'call-receipt', 'toast', 'standalone', 'testing'];
const SHARED_LEAVES = [
  'types',
  'validation',
  'design',
  'navigation',
  'deployment',
  'demo-agents',
  'demo-samples',
  'content',
  'pricing',
  'site-config',
  'contracts',
  'seo',
];

/**
 * The site's tools, each a package (its README says what it may import): what every command shares (checkout), the
 * read-outs, the release tool, the deploy config, the local servers, and the measurement on top of them all.
 */
const TOOL_PACKAGES = ['checkout', 'read-outs', 'release', 'deploy-config', 'local-servers', 'measurement'];
/** What each tool's package may import of the others: the floors below it. */
const TOOL_FLOORS = {
  checkout: [],
  'read-outs': ['checkout'],
  release: ['checkout', 'read-outs'],
  'deploy-config': ['checkout'],
  'local-servers': ['checkout'],
  measurement: ['checkout', 'read-outs', 'release', 'deploy-config', 'local-servers'],
};

/**
 * tooling is a package of its own, below every app and every command of this checkout: the commands in scripts/
 * and the tools' packages use it (the build's prerender hands it the checkout's servers and browser), never the
 * other way.
 */
const toolingZones = [
  { target: './tooling', from: APPS.map((app) => `./${app}`), message: 'tooling builds every app and must not depend on one.' },
  {
    target: './tooling',
    from: ['./scripts', './e2e', './deploy', ...TOOL_PACKAGES.map((pkg) => `./${pkg}`)],
    message: 'tooling is a package of its own: what it needs of this checkout (servers, a browser) is handed to it.',
  },
  {
    target: './shared',
    from: TOOL_PACKAGES.map((pkg) => `./${pkg}`),
    message: "shared is below the site's tools: they read its registry, never the other way.",
  },
];

/** A tool's package imports only the floors below it, shared's and tooling's exports, never a command or an app. */
const toolZones = TOOL_PACKAGES.map((pkg) => ({
  target: `./${pkg}`,
  from: [
    ...TOOL_PACKAGES.filter((other) => other !== pkg && !TOOL_FLOORS[pkg].includes(other)).map((other) => `./${other}`),
    ...(['checkout', 'read-outs', 'deploy-config', 'local-servers'].includes(pkg) ? ['./tooling'] : []),
    './scripts',
    './e2e',
    ...APPS.map((app) => `./${app}`),
  ],
  message: `${pkg}/README.md says what it may import: ${TOOL_FLOORS[pkg].join(', ') || 'no other tool'}${TOOL_FLOORS[pkg].length ? '' : "'s package"}, and shared.`,
}));
/** Their tests may use the other tools (a bucket, a running nginx), never a command of scripts/ or the measurement. */
const toolTestZones = TOOL_PACKAGES.map((pkg) => ({
  target: `./${pkg}/__tests__`,
  from: ['./scripts', './e2e', ...(pkg === 'measurement' ? [] : ['./measurement'])],
  message: "A tool's tests use the packages' exports, never a command of scripts/, an end-to-end test or the measurement.",
}));
/** Another package is reached by its name and exports (@callvera/...), never by a relative path into its folder. */
const noReachIn = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(\\.\\./)+(${[...TOOL_PACKAGES, 'shared', 'tooling', 'scripts'].join('|')})/`,
          message: 'Import another package by its name and exports (@callvera/<package>/...), as its package.json offers it.',
        },
      ],
    },
  ],
};

/**
 * The import graph only points down: an app may use shared, never another app;
 * shared never uses an app or tooling; a feature folder never reaches into a sibling
 * feature (what two features need lives beside them, in components/ or hooks/).
 */
const boundaryZones = [
  { target: './shared', from: APPS.map((app) => `./${app}`), message: 'shared is used by every app and must not depend on one.' },
  // tooling runs in Node while an app builds: what runs in a browser never imports it.
  {
    target: ['./shared', ...APPS.map((app) => `./${app}/src`)],
    from: './tooling',
    message: "tooling builds the apps; run-time code (shared, an app's src) never imports it.",
  },
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'Each app is built and deployed on its own: share through @callvera/shared or a federation contract.',
  })),
  // Inside shared: its leaves (data, types, checks, the site config and contracts) import no stateful feature.
  {
    target: SHARED_LEAVES.map((folder) => `./shared/src/${folder}`),
    from: SHARED_FEATURES.map((folder) => `./shared/src/${folder}`),
    message: 'A leaf of shared (data, types, checks, config, contracts) imports no stateful feature of it.',
  },
  ...APPS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature does not reach into a sibling feature.',
    })),
  ),
];

/** The modules federation shares once per page (tooling/shared-dependencies.mjs), as files. */
const sharedExports = JSON.parse(readFileSync('shared/package.json', 'utf8')).exports;
const statefulFiles = STATEFUL_SUBPATHS.map((subpath) => sharedExports[subpath].replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''));

export default tseslint.config(
  { ignores: ['.cache/**', '**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
  js.configs.recommended,
  {
    // File names: kebab-case; a .tsx file named after the component it exports may be PascalCase.
    // Suffixes such as .test, .spec, .module and .d are not part of the name.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,js,mjs,cjs}': 'KEBAB_CASE', '**/*.tsx': '@(+([a-z])*([a-z0-9])*(-+([a-z0-9]))|+([A-Z]*([a-z0-9])))' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Stores and contexts exist once per page only when imported by package name, which federation shares
    // (tooling/shared-dependencies.mjs); a relative import bundles a second copy into the app.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A stateful entry and the modules named after it that it gathers (demo-call-store, ...).
              regex: `^\\.\\.?/.*(${statefulFiles.join('|')})(-[\\w-]+)?$`,
              allowTypeImports: true,
              message: 'Import stateful shared modules by package name (@callvera/shared/...), so federation shares one copy.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or cycles through them go unseen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['shell', 'shared', ...APPS.filter((app) => app !== 'shell')].map((dir) => `${dir}/tsconfig.json`),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The shell's floors hold for its code; a test stands above them (it may render the whole site to test one part).
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...shellFloorZones] }] },
  },
  {
    // The same floors for the JavaScript of tooling and of shared (its registry), which the block above, typed, misses.
    files: ['tooling/**/*.{js,mjs}', 'shared/**/*.{js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...toolingZones] }] },
  },
  {
    // The tools' packages and the commands: the floors among them, through the packages' exports only.
    files: [...TOOL_PACKAGES.map((pkg) => `${pkg}/**/*.{js,mjs}`), 'scripts/**/*.mjs'],
    ignores: ['**/__tests__/**'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: toolZones }], ...noReachIn },
  },
  {
    files: [...TOOL_PACKAGES.map((pkg) => `${pkg}/__tests__/**/*.{js,mjs}`), 'scripts/__tests__/**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: toolTestZones }], ...noReachIn },
  },
  {
    // The end-to-end tests run the tools through their exports and commands too, and read shared's and the apps'
    // data through theirs: a path into a package's folder would hold on to where it keeps a file.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${[...TOOL_PACKAGES, 'shared', 'tooling', 'scripts', ...APPS].join('|')})/`,
              message: 'Import a package by its name and exports (@callvera/<package>/...), as its package.json offers it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'e2e/**', 'scripts/**', 'jest/**', ...TOOL_PACKAGES.map((pkg) => `${pkg}/**`)],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures call use(), which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/__tests__/**', 'jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
