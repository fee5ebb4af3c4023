/**
 * Remark plugin: counts the words a reader sees in an MDX document and adds
 * `export const wordCount = N` to it, so the page can show a reading time
 * without shipping or re-parsing the source in the browser.
 */

import { mdxExportConstant } from '@callvera/tooling/mdx-export-constant';

// Inside these, text runs on without a break ("**AI** agents" is one line of text).
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'tableCell']);

/** @param {any} node */
function visibleText(node) {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  if (!Array.isArray(node.children)) return '';
  const separator = PHRASING_PARENTS.has(node.type) ? '' : ' ';
  return node.children.map(visibleText).join(separator);
}

/** Words are whitespace-separated runs that hold at least one letter or digit. */
export function countWords(text) {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export default function remarkWordCount() {
  return (tree) => {
    tree.children.push(mdxExportConstant('wordCount', countWords(visibleText(tree))));
  };
}
