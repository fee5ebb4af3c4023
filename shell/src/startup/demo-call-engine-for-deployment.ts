import type { DemoCallConfig } from '@callvera/shared/site-config';
import { provideDemoCallEngineFromRemote } from '../composition/demo-call-engine';
import type { DeployedSiteConfig } from './deployed-site-config';

/**
 * Provides the demo-call engine with the decided Vapi settings: at once, then again only when the deployed
 * file changed them (live demos switched on or off, other settings), so a press meets the deployed ones.
 * Settings equal to those provided keep their object in the decision, so identity tells them apart.
 */
export function provideDemoCallEngineFor(deployment: DeployedSiteConfig) {
  let provided: DemoCallConfig | undefined;
  const provideDecided = () => {
    const { demoCall } = deployment.current().config;
    if (demoCall === provided) return;
    provided = demoCall;
    provideDemoCallEngineFromRemote(demoCall);
  };
  provideDecided();
  deployment.subscribe(provideDecided);
}
