// The gate reads what a build bundles, not what it declares: pricing as a team forks it, built apart from this
// workspace (e2e/remotes/pricing-fork), on other minors (it goes), and misconfigured on purpose: bundling React 18
// while declaring what the shell has, or sharing it as no singleton (each refused). Needs the fork's builds:
// `pnpm --dir e2e/remotes/pricing-fork install --ignore-workspace && pnpm --dir e2e/remotes/pricing-fork build`.
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { liveSite, localS3, targets } from './support/release-sites.mjs';

const forkBuilds = fileURLToPath(new URL('../../e2e/remotes/pricing-fork/dist', import.meta.url));
const TARGETS = targets(localS3());

/** One build of the fork, laid out as the pricing team's app folder; it must have been built. */
function forkBuild(root, variant) {
  const build = path.join(forkBuilds, variant);
  assert.ok(existsSync(path.join(build, 'mf-manifest.json')), `${build} is not built: build the fork (see this file's head)`);
  const appDir = path.join(root, `fork-${variant}`, 'mfe-pricing');
  mkdirSync(appDir, { recursive: true });
  cpSync(build, path.join(appDir, 'dist'), { recursive: true });
  return appDir;
}

for (const [targetName, makeTarget] of Object.entries(TARGETS)) {
  describe(`the gate on the fork built apart, ${targetName} target`, () => {
    test('the fork on other minors and patches than the shell’s passes check', async () => {
      const site = await liveSite(makeTarget);
      const check = await site.tool('check', 'mfe-pricing', forkBuild(site.root, 'compatible'));
      assert.equal(check.ok, true, check.output);
      assert.match(check.output, /^mfe-pricing 1\.4\.0\+[0-9a-f]{10} composes with the live shell 1\.0\.0\.$/);
    });

    test('the fork bundling React 18 while declaring 19 is refused on what it bundles', async () => {
      const site = await liveSite(makeTarget);
      const check = await site.tool('check', 'mfe-pricing', forkBuild(site.root, 'react-declared-19'));
      assert.equal(check.ok, false);
      for (const module of ['react', 'react-dom']) {
        const line = `  - ${module}: bundles 18.3.1, so needs ^18.0.0 (it declares >=19.0.0), the live shell 1.0.0 provides 19.3.1\n`;
        assert.ok(check.output.includes(line), `${check.output}\nlacks: ${line}`);
      }
      assert.match(check.output, /What to do: Release the shell first, built with what mfe-pricing needs \(react \^18\.0\.0/);
    });

    test('the fork sharing React 18 as no singleton is refused: it would run beside the shell’s', async () => {
      const site = await liveSite(makeTarget);
      const check = await site.tool('check', 'mfe-pricing', forkBuild(site.root, 'react-not-singleton'));
      assert.equal(check.ok, false);
      const line = '  - react: bundles its own copy (18.3.1, not a singleton), beside the one the live shell 1.0.0 shares (19.3.1)\n';
      assert.ok(check.output.includes(line), `${check.output}\nlacks: ${line}`);
      assert.match(check.output, /What to do: Share react, react-dom.* once per page, as singletons/);
      const published = await site.tool('publish', 'mfe-pricing', forkBuild(site.root, 'react-not-singleton'));
      assert.equal(published.ok, false);
      assert.match(published.output, /Nothing was released\.$/);
    });
  });
}
