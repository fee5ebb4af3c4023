import { isDeployedFileUnreachable } from '@callvera/shared/deployed-json';
import { loadSiteConfig, parseSiteConfig, SITE_CONFIG_PATH, type SiteConfig } from '@callvera/shared/site-config';

/**
 * The site config as the prerender wrote it into the page (a JSON data block,
 * which the CSP allows, not being a script), so the app can take the page over
 * without waiting on the network. Null on a page that was not prerendered;
 * a bad value throws an error that names the file and field.
 */
export function prerenderedSiteConfig(): SiteConfig | null {
  const block = document.querySelector(`script[type="application/json"][data-deployed-file="${SITE_CONFIG_PATH}"]`);
  if (!block?.textContent) return null;
  let json: unknown;
  try {
    json = JSON.parse(block.textContent);
  } catch {
    return null; // a page whose copy is unreadable starts as one that has none
  }
  return parseSiteConfig(json);
}

export interface CheckedSiteConfig {
  /** The site config to run with from now on. */
  config: SiteConfig;
  /** Set when the deployed file is broken: the site then says so, as it would at start-up. */
  failure?: string;
}

/**
 * The page's copy of the site config, checked against the file deployed now,
 * which wins: the file may have been edited since the pages were prerendered.
 * A file that cannot be reached (offline) leaves the page with its own copy.
 */
export async function checkSiteConfig(prerendered: SiteConfig): Promise<CheckedSiteConfig> {
  try {
    return { config: await loadSiteConfig() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!isDeployedFileUnreachable(error)) return { config: prerendered, failure: message };
    console.warn(`Carrying on with the site config written into this page: ${message}`);
    return { config: prerendered };
  }
}
