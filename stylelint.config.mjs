// The rules every app's stylesheets keep. A rule here guards something a visitor would notice, named beside it.
export default {
  plugins: ['./tooling/stylelint/hover-where-it-can.mjs'],
  ignoreFiles: ['**/dist/**', '**/node_modules/**', 'test-results/**', '.cache/**'],
  rules: {
    // Weights come from the design tokens (shared/src/design/tokens.css), which list them: each weight at each size is
    // one more font the first layout of a page waits for.
    'declaration-property-value-allowed-list': {
      'font-weight': ['/^var\\(--weight-[a-z]+\\)$/', 'normal', 'inherit'],
    },
    // Hover styles for pointers that hover: on a phone a tap would set them off and leave them on.
    'callvera/hover-where-it-can': true,
  },
};
