// What the shell asks only once a remote's file failed its pin, so none of it is in the first load.
import { parseRemoteMap, REMOTE_MAP_PATH } from '../composition/remote-map';
import type { RemotePin, RemoteSource } from '../composition/remote-pin';
import { matches } from './sri-match';

/** The pin the deployed remotes.json gives `url` now (undefined: none, or it cannot be read). */
async function pinDeployedNow(name: string, url: string): Promise<RemotePin | undefined> {
  try {
    const source = parseRemoteMap(await (await fetch(REMOTE_MAP_PATH, { cache: 'no-cache' })).json())[name as 'pricing'];
    const sources: readonly (string | RemoteSource)[] = typeof source === 'object' && 'variants' in source ? source.variants : [source];
    return sources.find((candidate): candidate is RemoteSource => typeof candidate === 'object' && candidate.entry === url)?.integrity;
  } catch {
    return undefined;
  }
}

/**
 * A manifest that failed its check: the response to serve instead when the deployed remotes.json now pins the bytes
 * that arrive (a release since this page loaded; `source` takes the new pin), null when nothing pins them. A
 * manifest that does not arrive fails as it did (the remote is down).
 */
export async function manifestDeployedNow(
  name: string,
  source: { url: string; pin?: RemotePin },
  init: RequestInit,
  failure: unknown,
): Promise<Response | null> {
  const response = await fetch(source.url, init).catch(() => Promise.reject(failure));
  if (!response.ok) return response;
  const bytes = await response.arrayBuffer();
  const pin = await pinDeployedNow(name, source.url);
  if (!pin || !(await matches(bytes, pin.manifest))) return null;
  source.pin = pin;
  return new Response(bytes, response);
}

/** Whether a file that failed to load arrives, fetched again, with other bytes than `integrity` names (false: it does not arrive). */
export async function mismatched(url: string, integrity: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    return response.ok && !(await matches(await response.arrayBuffer(), integrity));
  } catch {
    return false;
  }
}
