/// <reference types="mdx" />

// What build/rehype-legal-sections.js adds to every legal document.
declare module '*.mdx' {
  /** The document's numbered sections, in order: heading id and heading text. */
  export const tableOfContents: ReadonlyArray<{ id: string; title: string }>;
}
