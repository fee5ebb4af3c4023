import { fetchDeployedJson } from '@callvera/shared/deployed-json';
import { parseSiteConfig, SITE_CONFIG_PATH, SiteConfigError, type SiteConfig } from '@callvera/shared/site-config';
import { parseRemoteMap, REMOTE_MAP_PATH, RemoteMapError, type RemoteMap } from '../composition/remote-map';

/** The two files deployed beside the shell, checked. */
export interface Deployment {
  config: SiteConfig;
  remoteMap: RemoteMap;
}

/** Where a page remembers that a deployed file had changed since its HTML was prerendered. */
const NEWER_FILES_KEY = 'callvera:deployed-files';
type NewerFiles = Record<string, { prerendered: string; deployed: string }>;

function newerFiles(): NewerFiles {
  try {
    return JSON.parse(localStorage.getItem(NEWER_FILES_KEY) ?? '{}') as NewerFiles;
  } catch {
    return {};
  }
}

function prerenderedText(path: string): string | undefined {
  const block = document.querySelector(`script[type="application/json"][data-deployed-file="${path}"]`);
  return block?.textContent ?? undefined;
}

/**
 * A deployed file as the prerender wrote it into the page, so the app can take
 * over without waiting on the network. If an earlier visit found the deployed
 * file changed since, that newer copy wins until the pages are prerendered again.
 */
function prerenderedJson(path: string): unknown {
  const text = prerenderedText(path);
  if (text === undefined) return undefined;
  const newer = newerFiles()[path];
  try {
    return JSON.parse(newer?.prerendered === text ? newer.deployed : text);
  } catch {
    return undefined;
  }
}

/** The deployment the page was prerendered with, or null for a page that was not. Throws a named error for a bad value. */
export function prerenderedDeployment(): Deployment | null {
  const config = prerenderedJson(SITE_CONFIG_PATH);
  const remoteMap = prerenderedJson(REMOTE_MAP_PATH);
  if (config === undefined || remoteMap === undefined) return null;
  return { config: parseSiteConfig(config), remoteMap: parseRemoteMap(remoteMap) };
}

/** The deployed files as served now, and as checked. */
export interface DeployedFiles {
  deployment: Deployment;
  json: Record<string, unknown>;
}

export async function fetchDeployedFiles(): Promise<DeployedFiles> {
  const [config, remoteMap] = await Promise.all([
    fetchDeployedJson(SITE_CONFIG_PATH, (message) => new SiteConfigError(message)),
    fetchDeployedJson(REMOTE_MAP_PATH, (message) => new RemoteMapError(message)),
  ]);
  return {
    json: { [SITE_CONFIG_PATH]: config, [REMOTE_MAP_PATH]: remoteMap },
    deployment: { config: parseSiteConfig(config), remoteMap: parseRemoteMap(remoteMap) },
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What differs between the deployment a page started with and the one deployed now. */
export function deploymentChanges(started: Deployment, deployed: Deployment) {
  return {
    config: !sameJson(started.config, deployed.config),
    remotes: (Object.keys(deployed.remoteMap) as (keyof RemoteMap)[]).filter(
      (name) => !sameJson(started.remoteMap[name], deployed.remoteMap[name]),
    ),
  };
}

/** Remembers which deployed files differ from the page's prerendered copies, for the next visit. */
export function rememberDeployedFiles({ json }: DeployedFiles) {
  const files = newerFiles();
  for (const [path, deployed] of Object.entries(json)) {
    const prerendered = prerenderedText(path);
    if (prerendered === undefined) continue;
    delete files[path];
    if (!sameJson(JSON.parse(prerendered), deployed)) files[path] = { prerendered, deployed: JSON.stringify(deployed) };
  }
  try {
    localStorage.setItem(NEWER_FILES_KEY, JSON.stringify(files));
  } catch {
    // Storage may be full or blocked; the page then just checks again next time.
  }
}
