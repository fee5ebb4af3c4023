// Plain ESM JavaScript (not TypeScript) so both the Rspack config under Node and Jest can load it.
import { mdxExportConstant } from '@callvera/tooling/mdx-export-constant';

/** Text of a hast node, the way a reader sees it. */
function textOf(node) {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

const isSectionHeading = (node) => node.type === 'element' && node.tagName === 'h2';

/**
 * Turns a legal document's flat Markdown into numbered <section>s, one per "## N. Title"
 * heading (ids come from rehype-slug, which must run first), and exports the list of
 * sections as `tableOfContents`. A heading out of sequence fails the build, so the
 * numbering readers and the contents see can never drift.
 */
export default function rehypeLegalSections() {
  return (tree, file) => {
    const children = [];
    const entries = [];
    let current = null;
    for (const node of tree.children) {
      if (isSectionHeading(node)) {
        const title = textOf(node).trim();
        const id = node.properties?.id;
        const expected = `${entries.length + 1}. `;
        if (!title.startsWith(expected)) {
          file.fail(`Section "${title}" should start with "${expected}"`, node);
        }
        if (typeof id !== 'string' || id === '') {
          file.fail(`Section "${title}" has no id: run rehype-slug before rehype-legal-sections`, node);
        }
        // Focusable by script so an in-page link can move keyboard focus to the section it reveals.
        node.properties.tabIndex = -1;
        entries.push({ id, title });
        current = { type: 'element', tagName: 'section', properties: { ariaLabelledBy: id }, children: [node] };
        children.push(current);
      } else if (current) {
        current.children.push(node);
      } else {
        children.push(node);
      }
    }
    tree.children = [mdxExportConstant('tableOfContents', entries), ...children];
  };
}
