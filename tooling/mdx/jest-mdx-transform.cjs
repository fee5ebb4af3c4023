/**
 * Jest transform for .mdx: the same compiler and the same options as the app's
 * Rspack build (each app keeps them in its build/mdx-options.mjs), then SWC to
 * CommonJS, so tests see what visitors get. @mdx-js/mdx is ESM-only; Node >= 20.19 can require it.
 */
const { createHash } = require('node:crypto');
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const { compileSync } = require(require.resolve('@mdx-js/mdx', { paths: [path.dirname(require.resolve('@mdx-js/loader'))] }));

/** The app folder that owns a file: the nearest one with a build/mdx-options.mjs. */
function owningAppBuildDir(filename) {
  for (let dir = path.dirname(filename); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const buildDir = path.join(dir, 'build');
    if (existsSync(path.join(buildDir, 'mdx-options.mjs'))) return buildDir;
  }
  throw new Error(`${filename}: no build/mdx-options.mjs in any folder above it`);
}

const readAll = (dir) =>
  readdirSync(dir)
    .filter((file) => /\.(c|m)?js$/.test(file))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');

module.exports = {
  process(source, filename) {
    const { mdxOptions } = require(path.join(owningAppBuildDir(filename), 'mdx-options.mjs'));
    const esm = String(compileSync({ value: source, path: filename }, { ...mdxOptions, development: false }));
    const { code } = transformSync(esm, {
      filename: `${filename}.js`,
      jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    return { code };
  },
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(source)
      .update(filename)
      .update(readAll(owningAppBuildDir(filename)))
      .update(readAll(__dirname))
      .digest('hex');
  },
};
