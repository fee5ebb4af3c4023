import type { SiteConfig } from '@callvera/shared/site-config';
import type { RemoteMap } from '../composition/remote-map';
import { isLoopbackHost } from '../composition/trusted-origins';
import { previewRequest, settlePreviewRequest } from './preview-request';
import { setPreviewOutcome } from './preview-state';

/**
 * The remote map this tab loads: the live one for every visitor; for a tab that opened a preview link, the live one
 * with that preview in it (preview-decision.ts), decided once the deployed site config is known, since it says
 * whether development servers may be shown.
 */
export function remoteMapForTab(live: Promise<RemoteMap>, deployedConfig: Promise<SiteConfig>): Promise<RemoteMap> {
  const request = previewRequest();
  if (!request) return live;
  return Promise.all([live, deployedConfig]).then(async ([map, config]) => {
    const allowDevServers = isLoopbackHost(location.hostname) || config.previews.allowDevServers;
    // Only a preview tab needs the decision and its checks: kept out of every visitor's first load.
    const { previewedMap } = await import('./preview-decision');
    const decided = await previewedMap(map, request, { allowDevServers });
    settlePreviewRequest(request, decided.outcome.shown);
    setPreviewOutcome(decided.outcome);
    return decided.map;
  });
}
