// Renders the nginx config of deploy/nginx for this checkout, from shared/registry, on this
// run's ports (SITE_PORT_BASE, 3000 by default), into .cache/nginx, and runs nginx in the foreground,
// as the end-to-end tests' web server.
// Usage: below.
import { CHECKOUT_NGINX_DIR, runNginx, writeCheckoutNginx } from './checkout-nginx.mjs';
import { SITE_TARGET } from '@callvera/checkout/site-apps';
import { answerHelp } from '@callvera/checkout/command-usage';

answerHelp(`usage: node scripts/render-nginx-config.mjs [--run] [--test-fixtures] [--access-log]
  --run            runs nginx on the config, in the foreground
  --test-fixtures  also serves the e2e fixture remote (SITE_PORT_BASE + 10) and lets the CSP allow that origin, as an
                   operator would when pointing remotes.json at a new one
  --access-log     writes every request to .cache/nginx/logs/access.log (method, host, path, status, when it ended), for tests that
                   count what a browser asked for (NGINX_ACCESS_LOG in checkout-nginx.mjs)`);

const conf = writeCheckoutNginx({
  target: SITE_TARGET,
  dir: CHECKOUT_NGINX_DIR,
  fixtures: process.argv.includes('--test-fixtures'),
  accessLog: process.argv.includes('--access-log'),
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
