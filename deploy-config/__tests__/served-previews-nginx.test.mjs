// What a preview needs of nginx (deploy/nginx rendered for a checkout, in a real nginx): the live shell's
// previews.json served as remotes.json beside it is, revalidated on every load, so a preview made or ended reaches
// the next page loaded; and the hashed files of a build served beside the live one (a preview's, a canary's) served
// as the live build's are, to the shell's origin, which checks each against its hash. Ports: SITE_PORT_BASE + 70 onward.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { PREVIEW_FOLDER, PREVIEWS_FILE } from '@callvera/shared/registry/previews';
import { startNginx } from './support/running-nginx.mjs';

const PRICING = SITE_REGISTRY.apps.find(({ dir }) => dir === 'mfe-pricing');
let nginx;
let pricing;

function put(dir, file, text) {
  mkdirSync(path.dirname(path.join(nginx.siteRoot, dir, 'dist', file)), { recursive: true });
  writeFileSync(path.join(nginx.siteRoot, dir, 'dist', file), text);
}

before(async () => {
  nginx = await startNginx({ portOffset: 70 });
  const shell = new URL(nginx.origin);
  pricing = `${shell.protocol}//${shell.hostname}:${Number(shell.port) + PRICING.portOffset}`;
  put('shell', 'remotes.json', '{}\n');
  put('shell', PREVIEWS_FILE, '{ "previews": {} }\n');
  for (const folder of ['', `${PREVIEW_FOLDER}/2026-11-29T10-00-00-000Z_1.5.0/`, '_canary/2026-11-29T10-00-00-000Z_1.6.0/'])
    put('mfe-pricing', `${folder}assets/chunk.1.js`, '// pricing\n');
});
after(() => nginx?.stop());

const HEADERS = ['cache-control', 'content-type', 'access-control-allow-origin', 'x-content-type-options'];
const headersOf = async (url) => {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  return Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)]));
};

test(`${PREVIEWS_FILE} is served with the headers of remotes.json: no-cache, the shell's origin only`, async () => {
  const remotes = await headersOf(`${nginx.origin}/remotes.json`);
  assert.equal(remotes['cache-control'], 'no-cache');
  assert.deepEqual(await headersOf(`${nginx.origin}/${PREVIEWS_FILE}`), remotes);
});

test("a preview's and a canary's hashed files are served as the live build's: immutable, to the shell's origin", async () => {
  const live = await headersOf(`${pricing}/assets/chunk.1.js`);
  assert.equal(live['cache-control'], 'public, max-age=31536000, immutable');
  assert.notEqual(live['access-control-allow-origin'], null);
  assert.deepEqual(await headersOf(`${pricing}/${PREVIEW_FOLDER}/2026-11-29T10-00-00-000Z_1.5.0/assets/chunk.1.js`), live);
  assert.deepEqual(await headersOf(`${pricing}/_canary/2026-11-29T10-00-00-000Z_1.6.0/assets/chunk.1.js`), live);
});
