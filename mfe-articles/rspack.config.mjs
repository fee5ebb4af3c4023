import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'articles',
  port: 3003,
  title: 'Callvera articles (standalone)',
  exposes: {
    './ComparisonPage': './src/ComparisonPage.tsx',
    './ArticlePage': './src/ArticlePage.tsx',
  },
});
