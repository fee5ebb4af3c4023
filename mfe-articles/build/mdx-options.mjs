import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import remarkWordCount from './remark-word-count.mjs';

/** One MDX setup for the Rspack build and for Jest, so tests see what visitors get. */
export const mdxOptions = {
  remarkPlugins: [remarkGfm, remarkWordCount],
  rehypePlugins: [rehypeSlug],
  // Components are passed as props by the page, not through a context provider.
  providerImportSource: undefined,
};
