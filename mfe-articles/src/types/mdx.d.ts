// Our own declaration instead of @types/mdx's global one, which also claims '*.md' (used for HTML strings here).
declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { JSX } from 'react';

  /** Words a reader sees, counted at build time by build/remark-word-count.mjs. */
  export const wordCount: number;
  export default function MDXContent(props: MDXProps): JSX.Element;
}
