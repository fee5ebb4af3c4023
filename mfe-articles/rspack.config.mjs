import { createAppConfig } from '@callvera/tooling';
import { mdxRule } from '@callvera/tooling/mdx';
import { mdxOptions } from './build/mdx-options.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'articles',
  title: 'Callvera articles (standalone)',
  exposes: {
    './ComparisonPage': './src/ComparisonPage.tsx',
    './ArticlePage': './src/ArticlePage.tsx',
  },
  // Articles are prose in MDX.
  rules: [mdxRule(mdxOptions)],
});
