// The live shell's previews.json as nginx serves it (deploy/nginx rendered for a checkout, in a real nginx): as
// remotes.json beside it is, revalidated on every load, so a preview made or ended reaches the next page loaded.
// Ports: SITE_PORT_BASE + 70 onward.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PREVIEWS_FILE } from '@callvera/shared/registry/previews';
import { startNginx } from './support/running-nginx.mjs';

let nginx;
before(async () => {
  nginx = await startNginx({ portOffset: 70 });
  writeFileSync(path.join(nginx.siteRoot, 'shell/dist/remotes.json'), '{}\n');
  writeFileSync(path.join(nginx.siteRoot, 'shell/dist', PREVIEWS_FILE), '{ "previews": {} }\n');
});
after(() => nginx?.stop());

const HEADERS = ['cache-control', 'content-type', 'access-control-allow-origin', 'x-content-type-options'];
const headersOf = async (file) => {
  const response = await fetch(`${nginx.origin}/${file}`);
  assert.equal(response.status, 200, file);
  return Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)]));
};

test(`${PREVIEWS_FILE} is served with the headers of remotes.json: no-cache, the shell's origin only`, async () => {
  const remotes = await headersOf('remotes.json');
  assert.equal(remotes['cache-control'], 'no-cache');
  assert.deepEqual(await headersOf(PREVIEWS_FILE), remotes);
});
