// The pages' own decisions, for simulations in Node: what a visitor's browser keeps and sends of an experiment
// (shell/src/composition/experiments.ts, shell/src/field-signal/experiment-assignments.ts and visitor-sample.ts),
// compiled from their TypeScript with SWC (the compiler the builds use), as the page runs them.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const shellSource = fileURLToPath(new URL('../../../shell/src/', import.meta.url));
const MODULES = ['composition/experiments.ts', 'field-signal/experiment-assignments.ts', 'field-signal/visitor-sample.ts'];

/** Compiles the modules into a folder of their own, relative imports kept (each `.ts` becomes `.mjs`). */
function compile() {
  const out = mkdtempSync(path.join(tmpdir(), 'page-logic-'));
  for (const module of MODULES) {
    const { code } = transformSync(readFileSync(path.join(shellSource, module), 'utf8'), {
      filename: module,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    const file = path.join(out, module.replace(/\.ts$/, '.mjs'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, code.replace(/from '(\.\.?\/[^']+)'/g, "from '$1.mjs'"));
  }
  return out;
}

const compiled = compile();
const load = (module) => import(pathToFileURL(path.join(compiled, module.replace(/\.ts$/, '.mjs'))).href);
const [experiments, assignments, sample] = await Promise.all(MODULES.map(load));

/** assignVariant, noteSentOnce, writeAssignment, ...; recordAssignment, firstConversionFor; visitorInSample. */
export const pageLogic = { ...experiments, ...assignments, ...sample };

/** A browser's local storage, kept in memory. */
export function memoryStorage() {
  const items = new Map();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, String(value)) };
}
