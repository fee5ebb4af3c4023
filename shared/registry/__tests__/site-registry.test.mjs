// The site registry on its own: its routes, origins and third parties agree with each other and with the site config
// beside it. What is made from it is checked where it is made (deploy-config's, tooling's and the apps' tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SITE_REGISTRY } from '../site-registry.js';
import {
  contentSecurityPolicy,
  defaultRemoteMap,
  LOCAL_REFERENCE,
  originOf,
  siteTargetFrom,
  trustedRemoteOrigins,
} from '../site-origins.js';

const production = { deployment: 'production', portBase: 3000 };
const remotes = SITE_REGISTRY.apps.filter((app) => app.remote);

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

test('the demo video is served by the shell or from a host the registry lists', () => {
  const { demoVideoUrl } = JSON.parse(readFileSync(new URL('../../site-config.json', import.meta.url), 'utf8'));
  const videoHosts = SITE_REGISTRY.thirdParties.find((party) => party.name === 'Demo video host')?.sources ?? [];
  if (!/^https?:\/\//.test(demoVideoUrl)) assert.match(demoVideoUrl, /^\//);
  else assert.ok(videoHosts.includes(new URL(demoVideoUrl).origin), `${new URL(demoVideoUrl).origin} is not in the registry's video host`);
});
