import { isDeployedFileUnreachable } from '@callvera/shared/deployed-json';
import type { SiteConfig } from '@callvera/shared/site-config';
import type { RemoteName } from '@callvera/shared/contracts';
import { replaceRemotes } from '../composition/remote-replacement';
import { deploymentChanges, fetchDeployedFiles, rememberDeployedFiles, type Deployment } from './deployment';

export interface CheckedDeployment {
  /** The site config to run with from now on. */
  config: SiteConfig;
  /** Set when the deployed files are broken: the site then says so, as it would at start-up. */
  failure?: string;
}

/**
 * Checks the deployed files that a page took over with (its prerendered copies)
 * against the files deployed now. A change wins at once: a swapped remote is
 * registered anew (its section mounts afresh) and the new config is returned.
 * It is also remembered, so the next load starts with it. Files that cannot be
 * reached (offline) leave the page as it is.
 */
export async function checkDeployedFiles(started: Deployment): Promise<CheckedDeployment> {
  try {
    const files = await fetchDeployedFiles();
    rememberDeployedFiles(files);
    const { deployment } = files;
    const { remotes } = deploymentChanges(started, deployment);
    if (remotes.length) replaceRemotes(Object.fromEntries(remotes.map((name: RemoteName) => [name, deployment.remoteMap[name]])));
    return { config: deployment.config };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!isDeployedFileUnreachable(error)) return { config: started.config, failure: message };
    console.warn(`Carrying on with the deployed files written into this page: ${message}`);
    return { config: started.config };
  }
}
