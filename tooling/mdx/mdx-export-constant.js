// Plain ESM JavaScript, so Rspack configs under Node and Jest can both load it.

/** A JSON value (number, string, boolean, null, array, plain object) as an ESTree expression. */
function toEstree(value) {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        key: { type: 'Identifier', name: key },
        value: toEstree(item),
        computed: false,
        method: false,
        shorthand: false,
      })),
    };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/**
 * `export const <name> = <value>` as an MDX ESM node, for remark and rehype plugins
 * that compute something from a document at build time and hand it to the page.
 */
export function mdxExportConstant(name, value) {
  return {
    type: 'mdxjsEsm',
    value: `export const ${name} = ${JSON.stringify(value)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            source: null,
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: toEstree(value) }],
            },
          },
        ],
      },
    },
  };
}
