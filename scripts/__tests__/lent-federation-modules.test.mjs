import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LENT_FEDERATION_EXPORTS } from '../../shared/build/lend-federation-modules.js';

// What a remote's federation runtime bundles (the rest of it, the runtime core, is lent whole).
const REMOTE_RUNTIME_PACKAGES = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'];
const fromShared = createRequire(new URL('../../shared/build/', import.meta.url));
const fromRuntimeTools = createRequire(fromShared.resolve('@module-federation/runtime-tools'));

function namesImported(packageName, from) {
  const dist = path.dirname(fromRuntimeTools.resolve(packageName));
  const pattern = new RegExp(`import \\{([^}]*)\\} from "${from}"`, 'g');
  return readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [...readFileSync(path.join(dist, file), 'utf8').matchAll(pattern)].flatMap((match) =>
        match[1].split(',').map((name) => name.trim().split(' as ')[0]),
      ),
    );
}

test('the shell lends every name a remote runtime imports from the packages it borrows', () => {
  for (const [lentPackage, lentNames] of Object.entries(LENT_FEDERATION_EXPORTS)) {
    const needed = new Set(REMOTE_RUNTIME_PACKAGES.flatMap((runtimePackage) => namesImported(runtimePackage, lentPackage)).filter(Boolean));
    assert.ok(needed.size > 0, `${lentPackage} is imported by a remote's runtime`);
    assert.deepEqual(
      [...needed].filter((name) => !lentNames.includes(name)),
      [],
      `${lentPackage}: names a remote needs but is not lent`,
    );
  }
});
