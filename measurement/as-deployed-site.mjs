// The production build served as its deployment serves it: the production nginx config (each app on its host name,
// port 80) behind a TLS front speaking HTTP/2, as the CDN does, on 443. The bench's Chromium resolves the production
// host names to this machine (benchHostFlags), so a page meets what an outsider's browser meets at the
// production origin: a handshake per host, TLS, one multiplexed connection per origin.
import { spawnSync } from 'node:child_process';
import https from 'node:https';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { runNginx, writeCheckoutNginx } from '@callvera/deploy-config/checkout-nginx';
import { siteApps } from '@callvera/shared/registry/origins';
import { checkShellBuiltForThesePorts } from '@callvera/local-servers/start-site-servers';

const DIR = fileURLToPath(new URL('../.cache/nginx-as-deployed', import.meta.url));
/** The address the TLS front forwards from, which the site's nginx trusts for the visitor's address. */
const FRONT_ADDRESS = '127.0.0.1';

/** Every production host name of the site, the shell's first. */
export const productionHosts = (target) => siteApps(target).map((app) => new URL(app.origin).hostname);

/**
 * The bench's Chromium resolver: every host but localhost fails, so the bench never reaches the internet (the demo
 * call shows its offline state); a production build's hosts are this machine, behind the TLS front, whose
 * certificate (made for the run) it accepts.
 * @param {import('@callvera/shared/registry/origins').SiteTarget} target
 */
export function benchHostFlags(target) {
  const deployed = target.deployment === 'production' ? productionHosts(target) : [];
  const rules = [...deployed.map((host) => `MAP ${host} ${FRONT_ADDRESS}`), 'MAP * ~NOTFOUND', 'EXCLUDE localhost'];
  return [`--host-resolver-rules=${rules.join(', ')}`, ...(deployed.length ? ['--ignore-certificate-errors'] : [])];
}

/** A certificate for the hosts, made for this run: the bench's Chromium is told to accept it. */
function writeCertificate(dir, hosts) {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${hosts[0]}`,
      '-keyout',
      'key.pem',
      '-out',
      'cert.pem',
    ].concat('-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`),
    { cwd: dir, encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(`openssl could not make the front's certificate: ${made.error?.message ?? made.stderr.trim()}`);
}

function frontConf(dir, hosts) {
  return `pid ${dir}/front.pid;
error_log ${dir}/logs/front-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/front-body;
  proxy_temp_path ${dir}/temp/front-proxy;
  upstream site { server 127.0.0.1:80; keepalive 32; }
  server {
    listen ${FRONT_ADDRESS}:443 ssl http2;
    server_name ${hosts.join(' ')};
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`;
}

/**
 * A file's bytes through the front, as a browser asks for it (the certificate is this run's own), unencoded: node
 * resolves none of the production hosts, so it connects to the front and names the host.
 * @param {string} url  on a production host
 * @returns {Promise<Buffer>}
 */
function bytesThroughFront(url) {
  const { hostname, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: FRONT_ADDRESS,
        port: 443,
        servername: hostname,
        path: pathname + search,
        headers: { Host: hostname, 'Accept-Encoding': 'identity' },
        rejectUnauthorized: false,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

/**
 * Starts the site's nginx and its front; returns once the shell's page answers through the front.
 * @param {import('@callvera/shared/registry/origins').SiteTarget} target  the production deployment
 * @returns {Promise<{ stop: () => void, answers: () => Promise<boolean> }>}
 */
export async function startAsDeployedSite(target) {
  if (target.deployment !== 'production') throw new Error('the site as deployed is the production build: SITE_DEPLOYMENT=production');
  checkShellBuiltForThesePorts();
  const hosts = productionHosts(target);
  mkdirSync(path.join(DIR, 'temp'), { recursive: true });
  mkdirSync(path.join(DIR, 'logs'), { recursive: true });
  writeCertificate(DIR, hosts);
  const siteConf = writeCheckoutNginx({ target, dir: DIR, frontAddress: FRONT_ADDRESS });
  const front = path.join(DIR, 'front.conf');
  writeFileSync(front, frontConf(DIR, hosts));
  const servers = [runNginx(siteConf, { stdio: ['ignore', 'ignore', 'pipe'] }), runNginx(front, { stdio: ['ignore', 'ignore', 'pipe'] })];
  let stderr = '';
  for (const server of servers) server.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = () => servers.forEach((server) => server.kill('SIGQUIT'));
  process.once('exit', stop);
  const answers = () =>
    bytesThroughFront(`https://${hosts[0]}/`).then(
      () => true,
      () => false,
    );
  for (let tries = 0; !(await answers()); tries += 1) {
    const exited = servers.find((server) => server.exitCode !== null);
    if (exited || tries === 100) {
      stop();
      throw new Error(
        `the site as deployed did not come up on ${FRONT_ADDRESS}:80 and :443 (ports under 1024 need root): ${stderr.trim() || 'no answer'}`,
      );
    }
    await sleep(100);
  }
  return { stop, answers };
}

/**
 * A file's bytes as served, unencoded (`identity`), from the site on this machine: a production host's through the
 * front, any other URL as it is.
 * @param {string} url
 * @param {import('@callvera/shared/registry/origins').SiteTarget} target
 * @returns {Promise<Buffer>}
 */
export async function servedBytes(url, target) {
  if (!(target.deployment === 'production' && productionHosts(target).includes(new URL(url).hostname))) {
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
  return bytesThroughFront(url);
}
