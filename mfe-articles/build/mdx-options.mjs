import { createMdxOptions } from '@callvera/tooling/mdx';
import remarkWordCount from './remark-word-count.mjs';

/** Articles count their words at build time, for the reading time. Read by the Rspack build and by Jest. */
export const mdxOptions = createMdxOptions({ remarkPlugins: [remarkWordCount] });
