// Renders the nginx config of deploy/nginx for this checkout, from shared/registry, on this
// run's ports (SITE_PORT_BASE, 3000 by default), into .cache/nginx, and runs nginx in the foreground,
// as the end-to-end tests' web server.
// Usage: node scripts/render-nginx-config.mjs [--run] [--test-fixtures]
// --test-fixtures also serves the e2e fixture remote (SITE_PORT_BASE + 10) and lets the CSP
// allow that origin, as an operator would when pointing remotes.json at a new one.
import { fileURLToPath } from 'node:url';
import { runNginx, writeCheckoutNginx } from './deploy-config/checkout-nginx.mjs';
import { SITE_TARGET } from './site-apps.mjs';

const conf = writeCheckoutNginx({
  target: SITE_TARGET,
  dir: fileURLToPath(new URL('../.cache/nginx', import.meta.url)),
  fixtures: process.argv.includes('--test-fixtures'),
});

if (process.argv.includes('--run')) {
  const nginx = runNginx(conf);
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`nginx config written to ${conf}`);
}
