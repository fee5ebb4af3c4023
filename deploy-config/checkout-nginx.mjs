// nginx as rendered for this checkout (deploy/nginx from the registry, on this run's ports), written into a
// folder of its own with its logs, and run there: the end-to-end tests' web server, the bench's, and the script
// tests that need a real nginx.
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { siteApps } from '@callvera/shared/registry/origins';
import { renderNginxFiles } from './nginx-files.mjs';
import { NGINX_PROCESS } from './collector-limits.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = path.join(root, 'deploy/nginx');

/** Where the end-to-end tests and the measurements run this checkout's nginx (render-nginx-config.mjs). */
export const CHECKOUT_NGINX_DIR = path.join(root, '.cache/nginx');
/** Every request, when it runs with --access-log. */
export const NGINX_ACCESS_LOG = path.join(CHECKOUT_NGINX_DIR, 'logs/access.log');

/** The program that renders it and runs it in the foreground, for one that serves the site on nginx. */
export const runCheckoutNginxCommand = ({ accessLog = false } = {}) => [
  process.execPath,
  fileURLToPath(new URL('./render-nginx-config.mjs', import.meta.url)),
  '--run',
  ...(accessLog ? ['--access-log'] : []),
];

// Debian's libnginx-mod-http-brotli-static and libnginx-mod-http-js (njs, the field-event collector), which a
// packaged nginx loads from /etc/nginx/modules-enabled.
const MODULES = ['ngx_http_brotli_static_module.so', 'ngx_http_js_module.so'];

/** Where nginx is: Debian puts it in /usr/sbin, which a user's PATH may lack. */
export const NGINX = ['/usr/sbin/nginx', 'nginx'].find((command) => spawnSync(command, ['-v']).status === 0) ?? null;

/**
 * Writes nginx.conf and the site's files into `dir` (logs in `dir/logs`).
 * @param {{
 *   target: import('@callvera/shared/registry/origins').SiteTarget,
 *   dir: string,
 *   siteRoot?: string,
 *   fixtures?: boolean,
 *   frontAddress?: string,
 *   dayCapBytes?: number,
 *   accessLog?: boolean,
 * }} options  siteRoot: the folder holding each app's build (this checkout by default); accessLog: every request to
 *   logs/access.log (method, host, path, status, when it ended), for tests that count what a browser asked for (off: the field-event
 *   log is the only one the site keeps); the rest as renderNginxFiles takes them
 * @returns {string} the path of nginx.conf
 */
export function writeCheckoutNginx({
  target,
  dir,
  siteRoot = root.replace(/\/$/, ''),
  fixtures = false,
  frontAddress,
  dayCapBytes,
  accessLog = false,
}) {
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // The workers open the field-event log themselves (its name changes each day), as nginx's worker user: started
  // by root, that is nobody, which must reach this folder and write in its logs (as www-data must in production).
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o755);
    chmodSync(path.join(dir, 'logs'), 0o777);
  }
  const files = renderNginxFiles(target, { siteRoot, confDir: dir, logDir: path.join(dir, 'logs'), fixtures, frontAddress, dayCapBytes });
  // Written by hand and naming no origin: only its placeholder is filled in.
  files['remote-server.conf'] = readFileSync(path.join(source, 'remote-server.conf'), 'utf8').replaceAll('@CONF_DIR@', dir);
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  // The process-level settings a packaged nginx keeps in /etc/nginx/nginx.conf.
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `${MODULES.map((module) => `load_module /usr/lib/nginx/modules/${module};`).join('\n')}
worker_processes ${NGINX_PROCESS.workerProcesses};
worker_rlimit_nofile ${NGINX_PROCESS.workerFileHandles};
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections ${NGINX_PROCESS.workerConnections}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${
    accessLog
      ? `log_format requests '$request_method $http_host $request_uri $status $msec';
  access_log ${dir}/logs/access.log requests;`
      : 'access_log off;'
  }
  sendfile on;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/callvera-site.conf;
}
`,
  );
  return conf;
}

/**
 * Runs nginx on a config written by writeCheckoutNginx, in the foreground (it stops with this process's child).
 * @param {string} conf
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function runNginx(conf, options = { stdio: 'inherit' }) {
  if (!NGINX) throw new Error('nginx is not installed: bash scripts/install-deps.sh --nginx');
  return spawn(NGINX, ['-p', path.dirname(conf), '-c', conf, '-g', 'daemon off;'], options);
}

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });

/**
 * Writes the config for `target` into `dir` and runs nginx there; resolves once the shell's server answers.
 * Waits up to 10 s for the ports to be free (a server stopped just before may still hold them).
 * @param {Parameters<typeof writeCheckoutNginx>[0]} options
 * @returns {Promise<{ origin: string, logs: string, stop: () => Promise<void> }>}
 */
export async function startCheckoutNginx(options) {
  const ports = siteApps(options.target).map((app) => app.port);
  for (let tries = 0; !(await Promise.all(ports.map(portFree))).every(Boolean); tries += 1) {
    if (tries === 50) throw new Error(`nginx needs ports ${ports.join(', ')}, and one is in use`);
    await sleep(200);
  }
  const conf = writeCheckoutNginx(options);
  const nginx = runNginx(conf, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr.on('data', (chunk) => (stderr += chunk));
  // Whatever ends this process (a failed test, an error) ends its nginx too.
  const stopOnExit = () => nginx.kill('SIGQUIT');
  process.once('exit', stopOnExit);
  const origin = `http://127.0.0.1:${ports[0]}`;
  for (let tries = 0; ; tries += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${stderr}`);
    if (
      await fetch(`${origin}/`).then(
        () => true,
        () => false,
      )
    )
      break;
    if (tries === 100) {
      nginx.kill('SIGQUIT');
      throw new Error(`nginx did not answer on ${origin}: ${stderr}`);
    }
    await sleep(100);
  }
  return {
    origin,
    logs: path.join(options.dir, 'logs'),
    stop: async () => {
      process.off('exit', stopOnExit);
      if (nginx.exitCode !== null) return;
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    },
  };
}
