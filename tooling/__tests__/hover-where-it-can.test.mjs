// The stylesheet rule that keeps hover styles to pointers that hover: on hand-written stylesheets.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import stylelint from 'stylelint';
import plugin, { ruleName } from '../stylelint/hover-where-it-can.mjs';

const problems = async (code) => {
  const { results } = await stylelint.lint({ code, config: { plugins: [plugin], rules: { [ruleName]: true } } });
  return results[0].warnings.map(({ line, text }) => ({ line, text }));
};

test('a hover style outside a hover query is refused, named by its selector and line', async () => {
  const found = await problems('.card {\n  color: red;\n}\n\n.card:hover {\n  transform: translateY(-2px);\n}\n');
  assert.deepEqual(found, [
    { line: 5, text: `".card:hover" styles :hover outside @media (hover: hover): a phone would keep it after a tap (${ruleName})` },
  ]);
});

test('one hover selector among others in a list is refused too, and so is one in another media query', async () => {
  assert.equal((await problems('.nav a:hover, .nav a[aria-current] { color: red; }')).length, 1);
  assert.equal((await problems('@media (min-width: 640px) { .tile:hover { color: red; } }')).length, 1);
});

test('hover styles inside a hover query pass, however the query combines or nests', async () => {
  assert.deepEqual(await problems('@media (hover: hover) { .card:hover { color: red; } }'), []);
  assert.deepEqual(await problems('@media (hover: hover) and (prefers-reduced-motion: reduce) { .card:hover { transform: none; } }'), []);
  assert.deepEqual(await problems('@media (hover:hover) { @media (min-width: 640px) { .a:hover { color: red; } } }'), []);
  assert.deepEqual(await problems('.a:focus-visible, .a[aria-current] { color: red; }'), []);
});
