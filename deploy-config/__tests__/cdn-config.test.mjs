import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { CDN_DIR, prerenderedRoutes, renderCdnConfig } from '../render-cdn-config.mjs';

const checkedIn = (name) => readFileSync(path.join(CDN_DIR, name), 'utf8');

test('deploy/cdn is what deploy/nginx gives (run node scripts/render-cdn-config.mjs after editing nginx)', () => {
  for (const [name, text] of Object.entries(renderCdnConfig())) assert.equal(checkedIn(name), text, name);
});

test('the CDN function sends each clean route to its prerendered page and everything else to the bucket as asked', () => {
  const sandbox = {};
  vm.runInNewContext(`${checkedIn('viewer-request.js')}\nthis.handler = handler;`, sandbox);
  const uriFor = (uri) => sandbox.handler({ request: { uri } }).uri;
  assert.equal(uriFor('/'), '/index.html');
  for (const route of prerenderedRoutes()) {
    assert.equal(uriFor(`/${route}`), `/${route}/index.html`);
    assert.equal(uriFor(`/${route}/`), `/${route}/index.html`);
  }
  assert.equal(uriFor('/assets/main.abc123.js'), '/assets/main.abc123.js');
  assert.equal(uriFor('/remotes.json'), '/remotes.json');
  assert.equal(uriFor('/previews.json'), '/previews.json');
  assert.equal(uriFor('/no-such-page'), '/no-such-page', 'missing in the bucket, so the distribution answers 404.html with 404');
  assert.equal(uriFor('/pricing/extra'), '/pricing/extra');
});

test('the headers policy carries every security header nginx sends with the shell', () => {
  const policy = JSON.parse(checkedIn('shell-response-headers-policy.json'));
  const nginxHeaders = readFileSync(path.join(CDN_DIR, '../nginx/security-headers.conf'), 'utf8')
    .match(/^add_header [\w-]+/gm)
    .map((line) => line.slice(11));
  const policyHeaders = [
    'Content-Security-Policy',
    'Referrer-Policy',
    'X-Content-Type-Options',
    ...(policy.SecurityHeadersConfig.StrictTransportSecurity ? ['Strict-Transport-Security'] : []),
    ...policy.CustomHeadersConfig.Items.map((item) => item.Header),
  ];
  assert.deepEqual([...policyHeaders].sort(), [...nginxHeaders].sort());
  const errors = JSON.parse(checkedIn('shell-distribution.json')).CustomErrorResponses.Items;
  assert.ok(errors.every((item) => item.ResponsePagePath === '/404.html' && item.ResponseCode === '404'));
});
