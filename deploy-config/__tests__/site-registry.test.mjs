import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import {
  contentSecurityPolicy,
  defaultRemoteMap,
  appOfRemote,
  LOCAL_REFERENCE,
  originOf,
  siteTargetFrom,
  trustedRemoteOrigins,
  variantManifest,
} from '@callvera/shared/registry/origins';
import { renderNginxFiles } from '../nginx-files.mjs';
import { DEPLOY_DIR, staleDeployFiles } from '../render-deploy-config.mjs';
import { prerenderedRoutes } from '../render-cdn-config.mjs';
import { routesOf } from '@callvera/release/remote-pages';

const root = fileURLToPath(new URL('../..', import.meta.url));
const checkedIn = (file) => readFileSync(path.join(DEPLOY_DIR, file), 'utf8');
const production = { deployment: 'production', portBase: 3000 };
const remotes = SITE_REGISTRY.apps.filter((app) => app.remote);
const routePaths = SITE_REGISTRY.routes.map((route) => route.path);

test('deploy/nginx and deploy/cdn are what the registry gives (run node scripts/render-deploy-config.mjs after editing it)', () => {
  assert.deepEqual(staleDeployFiles(), []);
});

test('nginx and the CDN serve a prerendered page for every route of the registry, and for no other', () => {
  assert.deepEqual(['/', ...prerenderedRoutes(checkedIn('nginx/callvera-site.conf')).map((route) => `/${route}`)], routePaths);
  const sandbox = {};
  vm.runInNewContext(`${checkedIn('cdn/viewer-request.js')}\nthis.handler = handler;`, sandbox);
  for (const route of routePaths) {
    assert.equal(sandbox.handler({ request: { uri: route } }).uri, route === '/' ? '/index.html' : `${route}/index.html`);
  }
});

test('a release carries the pages of exactly the routes the registry gives its remote', () => {
  for (const { remote } of remotes) {
    assert.deepEqual(
      routesOf(remote),
      SITE_REGISTRY.routes.filter((route) => route.remote === remote).map((route) => route.path),
    );
  }
  assert.deepEqual(remotes.flatMap(({ remote }) => routesOf(remote)).sort(), [...routePaths].sort());
});

test('every route names a page its remote exposes', () => {
  for (const route of SITE_REGISTRY.routes) {
    const app = remotes.find((candidate) => candidate.remote === route.remote);
    assert.ok(app?.pages.includes(route.module), `${route.path}: ${route.remote} does not expose ${route.module}`);
  }
});

test('the CSP allows the remotes and every third party, in each deployment, and the fixture only when served', () => {
  for (const target of [LOCAL_REFERENCE, { deployment: 'local', portBase: 3100 }, production]) {
    const policy = contentSecurityPolicy(target);
    const directive = (name) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1) ?? [];
    for (const origin of remotes.map((app) => originOf(app, target))) {
      for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
        assert.ok(directive(name).includes(origin), `${name} ${origin}`);
    }
    for (const party of SITE_REGISTRY.thirdParties) {
      for (const name of party.directives)
        for (const source of party.sources) assert.ok(directive(name).includes(source), `${name} ${source}`);
    }
    assert.ok(!policy.includes(`:${target.portBase + 10}`), 'no fixture unless asked for');
  }
  assert.match(
    contentSecurityPolicy({ deployment: 'local', portBase: 3100 }, { fixtures: true }),
    /script-src [^;]* http:\/\/localhost:3110/,
  );
  assert.doesNotMatch(contentSecurityPolicy(production, { fixtures: true }), /localhost/);
});

test('remotes may read the shell origin of their deployment only (CORS)', () => {
  assert.match(checkedIn('nginx/static-files.conf'), /Access-Control-Allow-Origin "http:\/\/localhost:3000"/);
  const files = renderNginxFiles(production, { siteRoot: '/srv', confDir: '/etc/nginx/callvera' });
  assert.deepEqual(
    [...new Set(files['static-files.conf'].match(/Access-Control-Allow-Origin "[^"]+"/g))],
    ['Access-Control-Allow-Origin "https://callvera.ai"'],
  );
  assert.doesNotMatch(Object.values(files).join('\n'), /localhost|@SITE_ROOT@/);
});

test('nginx listens on the ports of SITE_PORT_BASE, the fixture remotes included when asked for', () => {
  const { 'callvera-site.conf': site } = renderNginxFiles(
    { deployment: 'local', portBase: 3100 },
    { siteRoot: '/r', confDir: '/c', fixtures: true },
  );
  assert.deepEqual(site.match(/listen \d+/g), [
    'listen 3100',
    'listen 3101',
    'listen 3102',
    'listen 3103',
    'listen 3104',
    'listen 3105',
    'listen 3110',
    'listen 3111',
  ]);
  assert.match(site, /listen 3110;\n {2}server_name localhost;\n {2}root \/r\/e2e\/remotes\/pricing-fixture\/dist;/);
  assert.match(site, /listen 3111;\n {2}server_name localhost;\n {2}root \/r\/e2e\/remotes\/pricing-fork\/dist;/);
});

test('production origins are https, and the local deployment is on SITE_PORT_BASE', () => {
  for (const app of SITE_REGISTRY.apps) assert.match(app.productionOrigin, /^https:\/\/[a-z0-9.-]+$/);
  assert.deepEqual(defaultRemoteMap(siteTargetFrom({ SITE_PORT_BASE: '3100' })), {
    landing: 'http://localhost:3101/mf-manifest.json',
    pricing: 'http://localhost:3102/mf-manifest.json',
    articles: 'http://localhost:3103/mf-manifest.json',
    legal: 'http://localhost:3104/mf-manifest.json',
    demo_call: 'http://localhost:3105/mf-manifest.json',
  });
  assert.deepEqual(
    trustedRemoteOrigins(production),
    remotes.map((app) => app.productionOrigin),
  );
  assert.ok(trustedRemoteOrigins({ deployment: 'local', portBase: 3100 }).includes('http://localhost:3110'), 'the e2e fixture, locally');
  assert.throws(() => siteTargetFrom({ SITE_DEPLOYMENT: 'staging' }), /SITE_DEPLOYMENT must be one of local, production/);
});

test("the CSP allows Daily's call machine for the daily-js the demo-call remote pins", () => {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'mfe-demo-call/package.json'), 'utf8'));
  const sources = SITE_REGISTRY.thirdParties.flatMap((party) => party.sources).filter((source) => source.includes('/call-machine/'));
  assert.deepEqual(sources, [`https://c.daily.co/call-machine/versioned/${dependencies['@daily-co/daily-js']}/`]);
});

test('the demo video is served by the shell or from a host the registry lists', () => {
  const { demoVideoUrl } = JSON.parse(readFileSync(path.join(root, 'shared/site-config.json'), 'utf8'));
  const videoHosts = SITE_REGISTRY.thirdParties.find((party) => party.name === 'Demo video host')?.sources ?? [];
  if (!/^https?:\/\//.test(demoVideoUrl)) assert.match(demoVideoUrl, /^\//);
  else assert.ok(videoHosts.includes(new URL(demoVideoUrl).origin), `${new URL(demoVideoUrl).origin} is not in the registry's video host`);
});

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

test('a remote that does not expose a page the registry gives it does not build', async () => {
  const { createAppConfig } = await import(path.join(root, 'tooling/create-app-config.mjs'));
  assert.throws(
    () => createAppConfig({ appDir: root, name: 'articles', title: 'x', exposes: { './ComparisonPage': './src/ComparisonPage.tsx' } }),
    /articles must expose \.\/ArticlePage: shared\/registry\/site-registry\.js lists it/,
  );
  assert.throws(() => createAppConfig({ appDir: root, name: 'blog', title: 'x', exposes: {} }), /blog is not an app of shared\/registry/);
});
