// The deploy config as the site registry makes it: the checked-in nginx and CDN files are what it renders now, and
// serve, allow and listen on what the registry lists. The registry alone is checked beside it (shared/registry).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { renderNginxFiles } from '../nginx-files.mjs';
import { DEPLOY_DIR, staleDeployFiles } from '../render-deploy-config.mjs';
import { prerenderedRoutes } from '../render-cdn-config.mjs';

const checkedIn = (file) => readFileSync(path.join(DEPLOY_DIR, file), 'utf8');
const production = { deployment: 'production', portBase: 3000 };
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
