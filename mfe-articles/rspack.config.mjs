import { createAppConfig } from '@callvera/shared/build';
import { mdxOptions } from './build/mdx-options.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'articles',
  title: 'Callvera articles (standalone)',
  exposes: {
    './ComparisonPage': './src/ComparisonPage.tsx',
    './ArticlePage': './src/ArticlePage.tsx',
  },
  // Articles are prose in MDX; the loader emits plain JS with JSX already compiled.
  rules: [{ test: /\.mdx$/, use: [{ loader: '@mdx-js/loader', options: mdxOptions }] }],
});
