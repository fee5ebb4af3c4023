// Renders the nginx config of deploy/nginx for this checkout, from shared/registry, on this
// run's ports (SITE_PORT_BASE, 3000 by default), and runs nginx in the foreground, as the
// end-to-end tests' web server.
// Usage: node scripts/render-nginx-config.mjs [--run] [--test-fixtures] [--access-log]
// --test-fixtures also serves the e2e fixture remote (SITE_PORT_BASE + 10) and lets the CSP
// allow that origin, as an operator would when pointing remotes.json at a new one.
// --access-log writes every request to .cache/nginx/logs/access.log (method, host, path, status), for
// tests that count what a browser asked for (NGINX_ACCESS_LOG in start-site-servers.mjs).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { renderNginxFiles } from './deploy-config/nginx-files.mjs';
import { SITE_TARGET } from './site-apps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = path.join(root, 'deploy/nginx');
const target = path.join(root, '.cache/nginx');
mkdirSync(path.join(target, 'logs'), { recursive: true });
mkdirSync(path.join(target, 'temp'), { recursive: true });

const siteRoot = root.replace(/\/$/, '');
const files = renderNginxFiles(SITE_TARGET, {
  siteRoot,
  confDir: target,
  logDir: path.join(target, 'logs'),
  fixtures: process.argv.includes('--test-fixtures'),
});
// Written by hand and naming no origin: only its placeholder is filled in.
files['remote-server.conf'] = readFileSync(path.join(source, 'remote-server.conf'), 'utf8').replaceAll('@CONF_DIR@', target);
for (const [file, text] of Object.entries(files)) writeFileSync(path.join(target, file), text);

// Debian's libnginx-mod-http-brotli-static and libnginx-mod-http-js (njs, the field-event collector), which a
// packaged nginx loads from /etc/nginx/modules-enabled.
const MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_js_module.so'];
// The process-level settings a packaged nginx keeps in /etc/nginx/nginx.conf.
writeFileSync(
  path.join(target, 'nginx.conf'),
  `${MODULES.map((module) => `load_module /usr/lib/nginx/modules/${module};`).join('\n')}
worker_processes 1;
pid ${target}/nginx.pid;
error_log ${target}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${accessLog()}
  sendfile on;
  client_body_temp_path ${target}/temp/body;
  proxy_temp_path ${target}/temp/proxy;
  fastcgi_temp_path ${target}/temp/fastcgi;
  uwsgi_temp_path ${target}/temp/uwsgi;
  scgi_temp_path ${target}/temp/scgi;
  include ${target}/callvera-site.conf;
}
`,
);

/** Off unless asked for: the field-event log is the only one the site keeps. */
function accessLog() {
  if (!process.argv.includes('--access-log')) return 'access_log off;';
  return `log_format requests '$request_method $http_host $request_uri $status';
  access_log ${target}/logs/access.log requests;`;
}

if (process.argv.includes('--run')) {
  const nginx = spawn('nginx', ['-p', target, '-c', path.join(target, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`nginx config written to ${target}/nginx.conf`);
}
