import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { siteTargetFrom } from '@callvera/shared/registry/origins';
import type { LoggedEvent } from './field-event-log';

// A site served from release folders (what scripts/release-remote.mjs publishes into),
// on ports of its own (SITE_PORT_BASE + 20 …), beside the site the other specs use.

const root = path.resolve(__dirname, '../..');
const cache = path.join(root, '.cache/release-e2e');
export const RELEASE_PORT_BASE = siteTargetFrom(process.env).portBase + 20;
export const releaseOrigin = `http://localhost:${RELEASE_PORT_BASE}`;
/** Every app's folder, the shell first: the registry's. */
export const SITE_APP_DIRS = SITE_REGISTRY.apps.map((app) => app.dir);
export type ReleaseApp = (typeof SITE_REGISTRY.apps)[number]['dir'];

/** Builds for a site's ports: a shell's build names its remotes' origins (remotes.json, the origins it trusts). */
const pnpmAt = (portBase: number, ...args: string[]) =>
  execFileSync('npx', ['-y', 'pnpm@10.34.9', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SITE_PORT_BASE: String(portBase) },
  });
const node = (args: string[], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

/** Prerendered at the ports of a site's servers, so the pages name the origins those servers answer on. */
const prerenderAt = (portBase: number, ...args: string[]) => node(['scripts/prerender.mjs', ...args], { SITE_PORT_BASE: String(portBase) });
const prerenderAtReleasePorts = (...args: string[]) => prerenderAt(RELEASE_PORT_BASE, ...args);

/** Runs `work` with this checkout's built dist of `dir` moved aside, and puts it back whatever happens. */
function withDistAside(dir: string, work: () => void) {
  const dist = path.join(root, dir, 'dist');
  const aside = path.join(cache, `aside-${dir}`);
  rmSync(aside, { recursive: true, force: true });
  renameSync(dist, aside);
  try {
    work();
  } finally {
    rmSync(dist, { recursive: true, force: true });
    renameSync(aside, dist);
  }
}

/** Builds `dir` with one source edit (a new release of it), keeps that build in the cache, and restores the source. */
function buildEdited(dir: string, pkg: string, file: string, from: string, to: string, after: () => void = () => {}) {
  const target = path.join(cache, `${dir}-next`);
  if (existsSync(path.join(target, 'mf-manifest.json'))) return target;
  withDistAside(dir, () => {
    const source = path.join(root, file);
    const original = readFileSync(source, 'utf8');
    if (!original.includes(from)) throw new Error(`${file} no longer holds ${from}`);
    writeFileSync(source, original.replace(from, to));
    try {
      pnpmAt(RELEASE_PORT_BASE, '--filter', pkg, 'build');
    } finally {
      writeFileSync(source, original);
    }
    after();
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(root, dir, 'dist'), target, { recursive: true });
  });
  return target;
}

/** The checkout's shell, built for the ports of a site's servers (the release servers by default) and its pages prerendered at them. */
export function currentShell(portBase = RELEASE_PORT_BASE) {
  const target = path.join(cache, portBase === RELEASE_PORT_BASE ? 'shell-current' : `shell-current-${portBase}`);
  if (existsSync(path.join(target, 'mf-manifest.json'))) return target;
  withDistAside('shell', () => {
    pnpmAt(portBase, '--filter', '@callvera/shell', 'build');
    prerenderAt(portBase);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(root, 'shell/dist'), target, { recursive: true });
  });
  return target;
}

/** Which builds of the apps this test edits the checkout holds. */
function checkoutBuildsStamp() {
  const stamp = createHash('sha256');
  for (const dir of ['shell', 'mfe-pricing']) stamp.update(readFileSync(path.join(root, dir, 'dist/mf-stats.json')));
  return stamp.digest('hex');
}

export const NEW_PRICING_TITLE = 'Upgrade your plan this month';
/** What the shell logs when a page's code meets HTML rendered from another release. */
export const HYDRATION_MISMATCH = 'The prerendered page differed from the app';

/**
 * The builds a release test publishes: the checkout's own, and a new shell and a
 * new pricing built from edited sources. Kept in .cache/release-e2e while this checkout's builds stay the same.
 */
export function prepareReleaseBuilds() {
  const stampFile = keepCacheOfCheckoutBuilds();
  const current = Object.fromEntries(SITE_APP_DIRS.map((app) => [app, path.join(root, app, 'dist')])) as Record<ReleaseApp, string>;
  current.shell = currentShell();
  // A change inside the lazily loaded toast code gives that chunk a new name.
  const nextShell = buildEdited(
    'shell',
    '@callvera/shell',
    'shell/src/toasts/ToastViewport.tsx',
    'swipeThreshold={50}',
    'swipeThreshold={51}',
    () => prerenderAtReleasePorts(),
  );
  const nextPricing = buildNextPricing();
  writeFileSync(stampFile, checkoutBuildsStamp());
  return { current, nextShell, nextPricing };
}

/** Builds made from other sources than the checkout's current ones are thrown away; returns the file that records which. */
function keepCacheOfCheckoutBuilds() {
  const stampFile = path.join(cache, 'builds-of');
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== checkoutBuildsStamp()) rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  return stampFile;
}

const buildNextPricing = () =>
  buildEdited('mfe-pricing', '@callvera/mfe-pricing', 'mfe-pricing/src/PricingPage.tsx', 'Upgrade your plan\n', `${NEW_PRICING_TITLE}\n`);

/** The checkout's builds, and a new pricing built from an edited source (its heading is NEW_PRICING_TITLE). */
export function prepareRemoteReleaseBuilds(portBase: number) {
  const stampFile = keepCacheOfCheckoutBuilds();
  const builds = { shell: currentShell(portBase), nextPricing: buildNextPricing() };
  writeFileSync(stampFile, checkoutBuildsStamp());
  return builds;
}

/** The folders the servers serve, and the releases' state beside them. */
export function releaseFolders() {
  const srv = path.join(cache, 'srv');
  return { srv, served: (app: ReleaseApp) => path.join(srv, app) };
}

/**
 * The app folder to hand the release tool: the checkout's, or, for another `build`, a copy
 * laid out the way the tool reads it (<app-dir>/dist, the app named after the folder).
 */
export function releaseAppDir(app: ReleaseApp, build?: string) {
  if (!build) return path.join(root, app);
  const appDir = path.join(cache, 'apps', app);
  rmSync(appDir, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });
  cpSync(build, path.join(appDir, 'dist'), { recursive: true });
  return appDir;
}

/**
 * Runs the release tool on an app's served folder, for the release servers' origins (which remotes.json names
 * and the tool pins); `build` publishes that build instead of the checkout's. `force`: the site's first shell
 * release, with no remote live to check it against.
 */
export function release(command: 'publish' | 'rollback', app: ReleaseApp, build?: string, { force = false } = {}) {
  node(['scripts/release-remote.mjs', command, releaseAppDir(app, build), releaseFolders().served(app), ...(force ? ['--force'] : [])], {
    SITE_PORT_BASE: String(RELEASE_PORT_BASE),
  });
}

/**
 * Runs one of the release tool's canary or preview commands on an app's served folder, for the release servers'
 * origins; its exit status and what it printed (a verdict exits 1 or 3 and prints its report).
 */
export function canaryCommand(
  command: 'canary' | 'canary-status' | 'canary-step' | 'preview',
  app: ReleaseApp,
  args: string[],
  build?: string,
) {
  const result = spawnSync(
    process.execPath,
    ['scripts/release-remote.mjs', command, releaseAppDir(app, build), releaseFolders().served(app), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, SITE_PORT_BASE: String(RELEASE_PORT_BASE) },
    },
  );
  return { exit: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Publishes a remote's new build with its pages: its routes rendered with that build by the live shell's renderer. */
export function releaseRemoteWithPages(app: ReleaseApp, build: string) {
  publishWithPages(app, build, [releaseFolders().served(app), '--shell', releaseFolders().served('shell')], RELEASE_PORT_BASE);
}

/**
 * Runs the release tool's publish of a remote's build, which renders the remote's pages with the live shell's
 * page renderer and files, for `portBase` (the origins that site's servers answer on; the render takes no port, so
 * they may run). This checkout's own shell build plays no part: it is set aside meanwhile. `target`: the arguments
 * after the app, e.g. a served folder and --shell.
 */
export function publishWithPages(app: ReleaseApp, build: string, target: string[], portBase: number, env: Record<string, string> = {}) {
  const appDir = releaseAppDir(app, build);
  // Set aside while it runs, so nothing of it can reach the pages.
  withDistAside('shell', () =>
    node(['scripts/release-remote.mjs', 'publish', appDir, ...target], { ...env, SITE_PORT_BASE: String(portBase) }),
  );
}

export function resetReleaseFolders() {
  rmSync(releaseFolders().srv, { recursive: true, force: true });
  mkdirSync(releaseFolders().srv, { recursive: true });
}

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until no server answers on a site's ports (a prerender's servers take a moment to go). */
export async function sitePortsFree(portBase: number) {
  const deadline = Date.now() + 30_000;
  for (let index = 0; index < SITE_APP_DIRS.length; index += 1) {
    while (await answers(`http://localhost:${portBase + index}/`)) {
      if (Date.now() > deadline) throw new Error(`port ${portBase + index} stays in use`);
      await pause(200);
    }
  }
}

const releasePortsFree = () => sitePortsFree(RELEASE_PORT_BASE);

/**
 * `fieldLog`: the folder the shell's server writes the field events into, as `npm start`'s does
 * (scripts/serve-shell.mjs, the collector's own checks); none: the shell is served by `serve`, with no collector.
 * The other folders are served by `serve` (with `npm start`'s configs; what these tests check is what each release
 * serves, not how it is compressed).
 */
export async function startReleaseServers({ fieldLog }: { fieldLog?: string } = {}): Promise<() => Promise<void>> {
  await releasePortsFree();
  const serveBin = path.join(root, 'node_modules/.bin/serve');
  const serve = (app: ReleaseApp, index: number) =>
    app === 'shell' && fieldLog
      ? spawn(
          process.execPath,
          [
            path.join(root, 'scripts/serve-shell.mjs'),
            require.resolve('@callvera/local-servers/serve-shell.json'),
            String(RELEASE_PORT_BASE + index),
            releaseFolders().served(app),
            fieldLog,
          ],
          { stdio: 'ignore' },
        )
      : spawn(
          serveBin,
          [
            '--no-clipboard',
            '--no-port-switching',
            '--cors',
            '--config',
            require.resolve(`@callvera/local-servers/${app === 'shell' ? 'serve-shell.json' : 'serve.json'}`),
            '-l',
            `tcp://0.0.0.0:${RELEASE_PORT_BASE + index}`,
            releaseFolders().served(app),
          ],
          { stdio: 'ignore' },
        );
  const children: ChildProcess[] = SITE_APP_DIRS.map(serve);
  // At once: a gracefully stopping server waits for the browser's idle keep-alive connections.
  const stop = () => children.forEach((child) => child.kill('SIGKILL'));
  // Generous: on a busy machine the servers take a while to answer.
  const deadline = Date.now() + 60_000;
  for (let index = 0; index < SITE_APP_DIRS.length; index += 1) {
    const url = `http://localhost:${RELEASE_PORT_BASE + index}/mf-manifest.json`;
    while (
      !(await fetch(url).then(
        (response) => response.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`${url} did not come up`);
      }
      await pause(200);
    }
  }
  return async () => {
    stop();
    // The ports are free again for the next servers or a prerender on them.
    await releasePortsFree();
  };
}

/**
 * A field log the shell's collector writes beside the release folders (startReleaseServers' `fieldLog`): its
 * folder, emptied by `reset` (a spec's beforeAll), its size in bytes (to wait until it settles), and every event in it.
 */
export function servedFieldLog(name: string) {
  const folder = path.join(releaseFolders().srv, '..', name);
  return {
    folder,
    reset: () => {
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
    },
    bytes: () => readdirSync(folder).reduce((total, file) => total + statSync(path.join(folder, file)).size, 0),
    events: (): LoggedEvent[] =>
      readdirSync(folder).flatMap((file) =>
        readFileSync(path.join(folder, file), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as LoggedEvent),
      ),
  };
}
