// Plain ESM JavaScript, so Rspack configs under Node and the Jest transform can both load it.
import { createRequire } from 'node:module';
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';

const require = createRequire(import.meta.url);

/**
 * The site's one MDX setup: GitHub-flavoured Markdown, and ids on headings so
 * in-page links work. An app adds its own plugins after these; rehype plugins
 * that read heading ids can rely on rehype-slug having run first.
 *
 * @param {{ remarkPlugins?: unknown[], rehypePlugins?: unknown[] }} [extra]
 */
export function createMdxOptions({ remarkPlugins = [], rehypePlugins = [] } = {}) {
  return {
    remarkPlugins: [remarkGfm, ...remarkPlugins],
    rehypePlugins: [rehypeSlug, ...rehypePlugins],
    // Components are passed as props by the page, not through a context provider.
    providerImportSource: undefined,
  };
}

/** The Rspack rule that compiles `.mdx` with those options into plain JS with JSX already compiled. */
export function mdxRule(mdxOptions) {
  return { test: /\.mdx$/, use: [{ loader: require.resolve('@mdx-js/loader'), options: mdxOptions }] };
}
