import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'] },
  js.configs.recommended,
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
    // (shared/build/shared-dependencies.mjs); a relative import bundles a second copy into the app.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/.*(toast/toast-store|navigation/site-link|demo-call/demo-call(-store|-controls)?|site-config/site-config-context)$',
              allowTypeImports: true,
              message: 'Import stateful shared modules by package name (@callvera/shared/...), so federation shares one copy.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}', 'e2e/**', 'scripts/**', 'jest/**'],
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
