declare const __TRUSTED_REMOTE_ORIGINS__: readonly string[];

/**
 * Origins the shell loads remotes from, fixed when it is built (shell/rspack.config.mjs, from
 * shared/registry): an edited remotes.json can swap builds, but never bring code from elsewhere.
 */
export const TRUSTED_REMOTE_ORIGINS: readonly string[] = __TRUSTED_REMOTE_ORIGINS__;

/** Plain http only where nobody else can answer: this machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The URL, or null when it does not parse (URL.canParse is newer than the browsers the site supports). */
export function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** A host of this machine: what a development server answers on, and where a site runs for its own team. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname);

export function isSecureOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}
