import { createAppConfig } from '@callvera/shared/build';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeLegalSections from './build/rehype-legal-sections.js';

// Legal text stays in Markdown (MDX) so it reads and diffs as prose, not as JSX strings.
const legalDocumentRule = {
  test: /\.mdx$/,
  use: [
    {
      loader: '@mdx-js/loader',
      options: {
        remarkPlugins: [remarkGfm],
        // Slugs first: the section plugin reads the ids they give the headings.
        rehypePlugins: [rehypeSlug, rehypeLegalSections],
      },
    },
  ],
};

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'legal',
  title: 'Callvera legal (standalone)',
  exposes: {
    './LegalPage': './src/LegalPage.tsx',
  },
  rules: [legalDocumentRule],
});
