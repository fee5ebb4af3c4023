// The bench's site as deployed: its Chromium finds every production host of the registry on this machine and no
// other host anywhere, and a build for this machine's ports is refused, not measured as if deployed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { benchHostFlags, productionHosts, startAsDeployedSite } from '../as-deployed-site.mjs';

const PRODUCTION = { deployment: 'production', portBase: 3000 };

test("every app's production host resolves to this machine, the shell's first, and every other host fails", () => {
  const hosts = SITE_REGISTRY.apps.map((app) => new URL(app.productionOrigin).hostname);
  assert.deepEqual(productionHosts(PRODUCTION), hosts);
  assert.equal(hosts[0], 'callvera.ai');
  const [rules, ...others] = benchHostFlags(PRODUCTION);
  assert.deepEqual(rules.replace('--host-resolver-rules=', '').split(', '), [
    ...hosts.map((host) => `MAP ${host} 127.0.0.1`),
    'MAP * ~NOTFOUND',
    'EXCLUDE localhost',
  ]);
  assert.deepEqual(others, ['--ignore-certificate-errors']);
});

test('locally, every host but localhost fails, and no certificate is let through', () => {
  assert.deepEqual(benchHostFlags({ deployment: 'local', portBase: 3000 }), ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost']);
});

test('a build for the local deployment is not measured as deployed', async () => {
  await assert.rejects(startAsDeployedSite({ deployment: 'local', portBase: 3000 }), /SITE_DEPLOYMENT=production/);
});
