import { DEMO_CALL_ENGINE_MODULE, type DemoCallEngineModule } from '@callvera/shared/contracts';
import { provideDemoCallEngine, unavailableDemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { loadRemoteModule } from './load-remote-module';

/**
 * The demo-call remote has no route: it is fetched the first time a visitor
 * shows intent to call, with the site config as deployed (a page may start
 * with its prerendered copy while the deployed one is being checked). With
 * live demos switched off there is nothing to fetch, so presses explain that
 * at once, even if the remote is down.
 */
export function provideDemoCallEngineFromRemote(deployedConfig: DemoCallConfig | Promise<DemoCallConfig>) {
  const [remote, module] = DEMO_CALL_ENGINE_MODULE.split('/') as ['demo_call', string];
  provideDemoCallEngine(async () => {
    const config = await deployedConfig;
    if (!config.available) return unavailableDemoCallEngine(config.reason);
    const engineModule = await loadRemoteModule<DemoCallEngineModule>(remote, module, 'createDemoCallEngine');
    return engineModule.createDemoCallEngine(config);
  });
}
