// Renders the checked-in server configs from shared/registry: deploy/nginx (its routes, ports,
// CSP and CORS) and, from those, deploy/cdn (scripts/render-cdn-config.mjs). Usage: below.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LOCAL_REFERENCE, siteTargetFrom } from '@callvera/shared/registry/origins';
import { renderNginxFiles } from './nginx-files.mjs';
import { renderCdnConfig } from './render-cdn-config.mjs';
import { answerHelp } from '@callvera/checkout/command-usage';

const root = fileURLToPath(new URL('..', import.meta.url));
export const DEPLOY_DIR = path.join(root, 'deploy');

/** The placeholders scripts/render-nginx-config.mjs fills in for a checkout. */
export const NGINX_PLACEHOLDERS = { siteRoot: '@SITE_ROOT@', confDir: '@CONF_DIR@', logDir: '@LOG_DIR@' };

/**
 * Every generated file under deploy/ (relative path → text) for a deployment.
 * @param {import('@callvera/shared/registry/origins').SiteTarget} target
 */
export function renderDeployConfig(target = LOCAL_REFERENCE) {
  const nginx = renderNginxFiles(target, NGINX_PLACEHOLDERS);
  const readNginx = (file) => nginx[file] ?? readFileSync(path.join(DEPLOY_DIR, 'nginx', file), 'utf8');
  return {
    ...Object.fromEntries(Object.entries(nginx).map(([file, text]) => [`nginx/${file}`, text])),
    ...Object.fromEntries(Object.entries(renderCdnConfig(readNginx)).map(([file, text]) => [`cdn/${file}`, text])),
  };
}

/** Generated files whose checked-in copy differs from what the registry gives. */
export function staleDeployFiles() {
  return Object.entries(renderDeployConfig()).flatMap(([file, text]) => {
    try {
      return readFileSync(path.join(DEPLOY_DIR, file), 'utf8') === text ? [] : [file];
    } catch {
      return [file];
    }
  });
}

function write(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  console.log(
    `wrote ${Object.keys(files)
      .map((file) => path.relative(root, path.join(dir, file)))
      .join(', ')}`,
  );
}

/** The command: what `node scripts/render-deploy-config.mjs` runs. */
export async function main() {
  answerHelp(`usage: node scripts/render-deploy-config.mjs [--check | --out=DIR]
  (no option)  writes deploy/nginx and deploy/cdn for the reference deployment: local, ports 3000-3005 (what the tests serve)
  --check      exits 1 when a checked-in file differs from what the registry gives
  --out=DIR    writes DIR/nginx and DIR/cdn for the deployment SITE_DEPLOYMENT names (e.g. SITE_DEPLOYMENT=production)`);
  const out = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);
  if (process.argv.includes('--check')) {
    const stale = staleDeployFiles();
    if (stale.length) {
      console.error(`deploy/ is out of date (${stale.join(', ')}): run node scripts/render-deploy-config.mjs`);
      process.exit(1);
    }
  } else if (out) {
    const dir = path.resolve(out);
    write(dir, renderDeployConfig(siteTargetFrom(process.env)));
    copyFileSync(path.join(DEPLOY_DIR, 'nginx/remote-server.conf'), path.join(dir, 'nginx/remote-server.conf'));
  } else {
    write(DEPLOY_DIR, renderDeployConfig());
  }
}
