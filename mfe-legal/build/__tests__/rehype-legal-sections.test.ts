import rehypeLegalSections from '../rehype-legal-sections.js';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  data?: { estree?: unknown };
}

const text = (value: string): HastNode => ({ type: 'text', value });
const heading = (id: string, title: string): HastNode => ({
  type: 'element',
  tagName: 'h2',
  properties: { id },
  children: [text(title)],
});
const paragraph = (value: string): HastNode => ({ type: 'element', tagName: 'p', properties: {}, children: [text(value)] });

const file = {
  fail(reason: string) {
    throw new Error(reason);
  },
};

function transform(children: HastNode[]) {
  const tree: HastNode = { type: 'root', children };
  rehypeLegalSections()(tree, file);
  return tree.children!;
}

/** Reads back `export const tableOfContents = [...]` from the generated ESM node. */
function exportedContents(node: HastNode) {
  type Literal = { value: string };
  type Entry = { properties: { key: { name: string }; value: Literal }[] };
  const program = node.data!.estree as {
    body: { declaration: { declarations: { id: { name: string }; init: { elements: Entry[] } }[] } }[];
  };
  const [declarator] = program.body[0]!.declaration.declarations;
  return {
    name: declarator!.id.name,
    entries: declarator!.init.elements.map((entry) =>
      Object.fromEntries(entry.properties.map((property) => [property.key.name, property.value.value])),
    ),
  };
}

describe('rehypeLegalSections', () => {
  it('wraps each numbered heading and the text after it in a section labelled by that heading', () => {
    const [, first, second] = transform([
      heading('1-scope', '1. Scope'),
      paragraph('What this covers.'),
      heading('2-no-refunds', '2. No Refunds'),
      paragraph('All payments are final.'),
      paragraph('Cancel any time.'),
    ]);

    expect(first).toMatchObject({ tagName: 'section', properties: { ariaLabelledBy: '1-scope' } });
    expect(first!.children!.map((node) => node.tagName)).toEqual(['h2', 'p']);
    expect(second).toMatchObject({ tagName: 'section', properties: { ariaLabelledBy: '2-no-refunds' } });
    expect(second!.children!.map((node) => node.tagName)).toEqual(['h2', 'p', 'p']);
  });

  it('exports the sections, in order, as the table of contents', () => {
    const [contents] = transform([
      heading('1-scope', '1. Scope'),
      paragraph('What this covers.'),
      heading('2-amendments', '2. Amendments'),
    ]);

    expect(contents!.type).toBe('mdxjsEsm');
    expect(exportedContents(contents!)).toEqual({
      name: 'tableOfContents',
      entries: [
        { id: '1-scope', title: '1. Scope' },
        { id: '2-amendments', title: '2. Amendments' },
      ],
    });
  });

  it('lets a section link move keyboard focus to the heading', () => {
    const [, section] = transform([heading('1-scope', '1. Scope')]);
    expect(section!.children![0]!.properties).toMatchObject({ tabIndex: -1 });
  });

  it('stops the build when a heading is out of sequence or has no id', () => {
    expect(() => transform([heading('1-scope', '1. Scope'), heading('3-fees', '3. Fees')])).toThrow(
      'Section "3. Fees" should start with "2. "',
    );
    expect(() => transform([heading('', '1. Scope')])).toThrow('has no id');
  });
});
