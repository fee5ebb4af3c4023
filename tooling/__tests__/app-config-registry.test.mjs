// Each app's build config, made by createAppConfig from the site registry: the ports, exposed pages, output folders
// and remote map the registry gives, and no build of a remote that leaves out a page the registry routes to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { appOfRemote, defaultRemoteMap, trustedRemoteOrigins, variantManifest } from '@callvera/shared/registry/origins';
import { createAppConfig } from '../create-app-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** An app's rspack config as built for SITE_PORT_BASE=3100 (its module read afresh, so it sees that environment). */
async function appConfig(dir) {
  const previous = process.env.SITE_PORT_BASE;
  process.env.SITE_PORT_BASE = '3100';
  try {
    const { default: config } = await import(`${path.join(root, dir, 'rspack.config.mjs')}?port-base=3100`);
    const built = config({}, { mode: 'production' });
    return Array.isArray(built) ? built[0] : built;
  } finally {
    if (previous === undefined) delete process.env.SITE_PORT_BASE;
    else process.env.SITE_PORT_BASE = previous;
  }
}

test('each app builds with the registry: its dev-server port, what it exposes, and the shell its remotes.json', async () => {
  for (const app of SITE_REGISTRY.apps) {
    const config = await appConfig(app.dir);
    assert.equal(config.devServer.port, 3100 + app.portOffset, app.dir);
  }
  const shell = await appConfig('shell');
  const emitted = shell.plugins.find((plugin) => plugin.constructor.name === 'EmitFilesPlugin');
  assert.deepEqual(JSON.parse(emitted.files['remotes.json']), defaultRemoteMap({ deployment: 'local', portBase: 3100 }));
  const defined = shell.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin');
  assert.ok(
    JSON.stringify(defined).includes(JSON.stringify(JSON.stringify(trustedRemoteOrigins({ deployment: 'local', portBase: 3100 })))),
  );
});

test("each experiment variant builds with the registry: into its remote's build, under its path, on its own dev port", async () => {
  const ports = [...SITE_REGISTRY.apps, ...SITE_REGISTRY.testFixtures].map((served) => served.portOffset);
  for (const variant of SITE_REGISTRY.variants) {
    const config = await appConfig(variant.dir);
    assert.equal(config.devServer.port, 3100 + variant.portOffset, variant.dir);
    assert.ok(!ports.includes(variant.portOffset), `${variant.name} has a port of its own`);
    ports.push(variant.portOffset);
    const remote = appOfRemote(variant.remote);
    assert.equal(config.output.path, path.join(root, remote.dir, 'dist', variant.path));
    assert.equal(
      variantManifest(variant.remote, variant.name, { deployment: 'production', portBase: 3000 }),
      `${remote.productionOrigin}/${variant.path}/mf-manifest.json`,
    );
  }
});

test('a remote that does not expose a page the registry gives it does not build', () => {
  assert.throws(
    () => createAppConfig({ appDir: root, name: 'articles', title: 'x', exposes: { './ComparisonPage': './src/ComparisonPage.tsx' } }),
    /articles must expose \.\/ArticlePage: shared\/registry\/site-registry\.js lists it/,
  );
  assert.throws(() => createAppConfig({ appDir: root, name: 'blog', title: 'x', exposes: {} }), /blog is not an app of shared\/registry/);
});
