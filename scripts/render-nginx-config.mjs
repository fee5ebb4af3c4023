// Renders deploy/nginx for this checkout and runs nginx in the foreground, as the
// end-to-end tests' web server.
// Usage: [SITE_PORT_BASE=3100] node scripts/render-nginx-config.mjs [--run] [--test-fixtures]
// --test-fixtures also serves the e2e fixture remote on :3010 and lets the CSP
// allow that origin, as an operator would when pointing remotes.json at a new one.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PORT_BASE } from './site-apps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = path.join(root, 'deploy/nginx');
const target = path.join(root, '.cache/nginx');
mkdirSync(path.join(target, 'logs'), { recursive: true });
mkdirSync(path.join(target, 'temp'), { recursive: true });

const withFixtures = process.argv.includes('--test-fixtures');
const fixtureOrigin = 'http://localhost:3010';

/** The files name the reference ports 3000-3010; SITE_PORT_BASE moves them all, as it moves `serve`'s. */
const movePorts = (text) =>
  PORT_BASE === 3000 ? text : text.replace(/(localhost:|listen )30(\d\d)\b/g, (_, before, offset) => `${before}${PORT_BASE + Number(offset)}`);

for (const file of readdirSync(source).filter((name) => name.endsWith('.conf'))) {
  let text = readFileSync(path.join(source, file), 'utf8').replaceAll('@SITE_ROOT@', root.replace(/\/$/, '')).replaceAll('@CONF_DIR@', target);
  if (withFixtures && file === 'security-headers.conf') text = text.replaceAll('http://localhost:3005', `http://localhost:3005 ${fixtureOrigin}`);
  if (withFixtures && file === 'callvera-site.conf') {
    text += `
server {
  listen 3010;
  server_name localhost;
  root ${root}e2e/remotes/pricing-fixture/dist;
  include ${target}/remote-server.conf;
}
`;
  }
  writeFileSync(path.join(target, file), movePorts(text));
}

// The process-level settings a packaged nginx keeps in /etc/nginx/nginx.conf.
writeFileSync(
  path.join(target, 'nginx.conf'),
  `worker_processes 1;
pid ${target}/nginx.pid;
error_log ${target}/logs/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
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

if (process.argv.includes('--run')) {
  const nginx = spawn('nginx', ['-p', target, '-c', path.join(target, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(`nginx config written to ${target}/nginx.conf`);
}
