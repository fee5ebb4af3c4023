import { useEffect, useState } from 'react';
import { isDeployedFileUnreachable } from '@callvera/shared/deployed-json';
import type { SiteConfig } from '@callvera/shared/site-config';
import type { RemoteName } from '@callvera/shared/contracts';
import { replaceRemotes } from '../composition/remote-replacement';
import { provideDemoCallEngineFromRemote } from '../composition/demo-call-engine';
import { deploymentChanges, fetchDeployedFiles, rememberDeployedFiles, type Deployment } from './deployment';

export interface DeployedState {
  config: SiteConfig;
  /** Set when the deployed files are broken: the site then says so, as it would at start-up. */
  failure?: string;
}

/**
 * A page that took over with the deployed files written into its HTML checks
 * them against the files deployed now. A change wins at once: the config is
 * replaced and a swapped remote is loaded afresh; it is also remembered, so the
 * next load starts with it. Unreachable files (offline) leave the page as it is.
 */
export function useDeployedFiles(started: Deployment, recheck: boolean): DeployedState {
  const [state, setState] = useState<DeployedState>({ config: started.config });
  useEffect(() => {
    if (!recheck) return;
    let current = true;
    fetchDeployedFiles().then(
      (files) => {
        if (!current) return;
        rememberDeployedFiles(files);
        const { deployment } = files;
        const changes = deploymentChanges(started, deployment);
        if (changes.remotes.length) {
          replaceRemotes(Object.fromEntries(changes.remotes.map((name: RemoteName) => [name, deployment.remoteMap[name]])));
        }
        if (changes.config || changes.remotes.includes('demo_call')) provideDemoCallEngineFromRemote(deployment.config.demoCall);
        if (changes.config) setState({ config: deployment.config });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof Error ? error.message : String(error);
        if (isDeployedFileUnreachable(error)) console.warn(`Carrying on with the deployed files written into this page: ${message}`);
        else setState((state) => ({ ...state, failure: message }));
      },
    );
    return () => {
      current = false;
    };
  }, [started, recheck]);
  return state;
}
