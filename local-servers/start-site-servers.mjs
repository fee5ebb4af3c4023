// Serves this checkout's production build on its ports (3000-3005, or moved by SITE_PORT_BASE) for a script
// (prerender, bench) and returns once every app answers.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultRemoteMap } from '@callvera/shared/registry/origins';
import { PORT_BASE, SHELL_LOCAL_ORIGIN, SITE_APPS, SITE_TARGET } from '@callvera/checkout/site-apps';

const serveAll = fileURLToPath(new URL('./serve-all.mjs', import.meta.url));

async function answers(url) {
  return fetch(url)
    .then((response) => response.ok)
    .catch(() => false);
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
 * @param {{ shellAsSpa?: boolean, servers?: { command: string[], needs: string } }} options
 *   shellAsSpa: every shell path gets the app itself (for prerendering), from `serve`;
 *   servers: another program serving every app on these ports instead of `serve` (the measurements run nginx on the
 *   production config), and what it needs beside the build, named when it does not come up
 * @returns {Promise<{ stop: () => void }>}
 */
export async function startSiteServers({ shellAsSpa = false, servers: otherServers } = {}) {
  checkShellBuiltForThesePorts();
  // Another server on these ports would answer instead of this build's.
  if (
    await fetch(`${SITE_ORIGIN}/`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${PORT_BASE} is already in use: stop the server running there first.`);
  }
  const [command, ...args] = otherServers?.command ?? [process.execPath, serveAll];
  const servers = spawn(command, args, {
    stdio: otherServers ? ['ignore', 'ignore', 'inherit'] : 'ignore',
    env: { ...process.env, SITE_PORT_BASE: String(PORT_BASE), ...(shellAsSpa ? { SERVE_SHELL_AS_SPA: '1' } : {}) },
  });
  const stop = () => servers.kill('SIGTERM');
  const exited = new Promise((_, reject) => servers.once('exit', (code) => reject(new Error(`the site's server exited with ${code}`))));
  exited.catch(() => {}); // stopping it later is no failure
  try {
    await Promise.race([
      (async () => {
        await waitFor(`${SITE_ORIGIN}/remotes.json`);
        for (const { remote, port } of SITE_APPS) if (remote) await waitFor(`http://localhost:${port}/mf-manifest.json`);
      })(),
      exited,
    ]);
  } catch (error) {
    stop();
    throw new Error(`${error.message}: build first (npm run build)${otherServers ? `, and ${otherServers.needs}` : ''}`, { cause: error });
  }
  return { stop };
}

export const SITE_ORIGIN = SHELL_LOCAL_ORIGIN;

/**
 * The shell's build names the remotes' origins (its remotes.json, and the origins it trusts), so it
 * must have been built for the deployment and ports of this run. (A production build's remotes are
 * served here too; the prerender answers for their origins from them.)
 */
export function checkShellBuiltForThesePorts() {
  const mapFile = fileURLToPath(new URL('../shell/dist/remotes.json', import.meta.url));
  if (!existsSync(mapFile)) return;
  const built = JSON.parse(readFileSync(mapFile, 'utf8'));
  for (const [remote, entry] of Object.entries(defaultRemoteMap(SITE_TARGET))) {
    // A remote is named by its manifest URL, or (pinned) by { entry: that URL, integrity }.
    if ((built[remote]?.entry ?? built[remote]) !== entry) {
      throw new Error(
        `shell/dist/remotes.json points ${remote} at ${JSON.stringify(built[remote])}, not ${entry}: build the shell for this run ` +
          `(SITE_DEPLOYMENT=${SITE_TARGET.deployment} SITE_PORT_BASE=${PORT_BASE}), or run with the ones it was built for`,
      );
    }
  }
}
