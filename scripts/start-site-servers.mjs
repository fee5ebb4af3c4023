// Serves this checkout's production build on its ports (3000-3005, or moved by SITE_PORT_BASE) for a script
// (prerender, bench) and returns once every app answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PORT_BASE, SITE_APPS } from './site-apps.mjs';

const serveAll = fileURLToPath(new URL('./serve-all.mjs', import.meta.url));

async function answers(url) {
  return fetch(url).then((response) => response.ok).catch(() => false);
}

// Generous: on a busy machine the six servers take a while to answer.
async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * @param {{ shellAsSpa?: boolean }} options  shellAsSpa: every shell path gets the app itself (for prerendering)
 * @returns {Promise<{ stop: () => void }>}
 */
export async function startSiteServers({ shellAsSpa = false } = {}) {
  // Another server on these ports would answer instead of this build's.
  if (await fetch(`${SITE_ORIGIN}/`).then(() => true, () => false)) {
    throw new Error(`Port ${PORT_BASE} is already in use: stop the server running there first.`);
  }
  const servers = spawn(process.execPath, [serveAll], {
    stdio: 'ignore',
    env: { ...process.env, SITE_PORT_BASE: String(PORT_BASE), ...(shellAsSpa ? { SERVE_SHELL_AS_SPA: '1' } : {}) },
  });
  const stop = () => servers.kill('SIGTERM');
  try {
    await waitFor(`${SITE_ORIGIN}/remotes.json`);
    for (const { remote, port } of SITE_APPS) if (remote) await waitFor(`http://localhost:${port}/mf-manifest.json`);
  } catch (error) {
    stop();
    throw new Error(`${error.message}: build first (npm run build)`, { cause: error });
  }
  return { stop };
}

export const SITE_ORIGIN = `http://localhost:${PORT_BASE}`;
export const SITE_PATHS_FILE = path.join(path.dirname(serveAll), 'site-paths.json');
