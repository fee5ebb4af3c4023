// Serves this checkout's production build on ports 3000-3005 for a script
// (prerender, bench) and returns once every app answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const serveAll = fileURLToPath(new URL('./serve-all.mjs', import.meta.url));

async function answers(url) {
  return fetch(url).then((response) => response.ok).catch(() => false);
}

async function waitFor(url, timeoutMs = 20_000) {
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
  if (await fetch('http://localhost:3000/').then(() => true, () => false)) {
    throw new Error('Port 3000 is already in use: stop the server running there first.');
  }
  const servers = spawn(process.execPath, [serveAll], {
    stdio: 'ignore',
    env: { ...process.env, SITE_PORT_BASE: '3000', ...(shellAsSpa ? { SERVE_SHELL_AS_SPA: '1' } : {}) },
  });
  const stop = () => servers.kill('SIGTERM');
  try {
    await waitFor('http://localhost:3000/remotes.json');
    await waitFor('http://localhost:3005/mf-manifest.json');
  } catch (error) {
    stop();
    throw new Error(`${error.message}: build first (npm run build)`, { cause: error });
  }
  return { stop };
}

export const SITE_ORIGIN = 'http://localhost:3000';
export const SITE_PATHS_FILE = path.join(path.dirname(serveAll), 'site-paths.json');
