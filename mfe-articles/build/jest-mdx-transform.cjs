/**
 * Jest transform for .mdx: the same compiler and plugins as the Rspack build,
 * then SWC to CommonJS. @mdx-js/mdx is ESM-only; Node >= 20.19 can require it.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const articlesRequire = createRequire(path.join(__dirname, '../package.json'));
const loaderRequire = createRequire(articlesRequire.resolve('@mdx-js/loader'));
const { compileSync } = loaderRequire('@mdx-js/mdx');
const { mdxOptions } = require('./mdx-options.mjs');

const buildFiles = ['mdx-options.mjs', 'remark-word-count.mjs', 'jest-mdx-transform.cjs'].map((file) =>
  readFileSync(path.join(__dirname, file), 'utf8'),
);

module.exports = {
  process(source, filename) {
    const esm = String(compileSync({ value: source, path: filename }, { ...mdxOptions, development: false }));
    const { code } = transformSync(esm, {
      filename: `${filename}.js`,
      jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    return { code };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update(source).update(filename).update(buildFiles.join('\n')).digest('hex');
  },
};
