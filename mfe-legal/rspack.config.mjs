import { createAppConfig } from '@callvera/tooling';
import { mdxRule } from '@callvera/tooling/mdx';
import { mdxOptions } from './build/mdx-options.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'legal',
  title: 'Callvera legal (standalone)',
  exposes: {
    './LegalPage': './src/LegalPage.tsx',
  },
  // Legal text stays in Markdown (MDX) so it reads and diffs as prose, not as JSX strings.
  rules: [mdxRule(mdxOptions)],
});
