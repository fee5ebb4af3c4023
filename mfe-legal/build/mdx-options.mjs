import { createMdxOptions } from '@callvera/tooling/mdx';
import rehypeLegalSections from './rehype-legal-sections.js';

/** Legal documents become numbered sections with a table of contents. Read by the Rspack build and by Jest. */
export const mdxOptions = createMdxOptions({ rehypePlugins: [rehypeLegalSections] });
