import { DEMO_CALL_ENGINE_MODULE, type DemoCallEngineModule } from '@callvera/shared/contracts';
import { provideDemoCallEngine, unavailableDemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { loadRemoteModule } from './load-remote-module';

/**
 * The demo-call remote has no route: it is fetched the first time a visitor
 * shows intent to call. With live demos switched off in the site config there is
 * nothing to fetch, so presses explain that at once, even if the remote is down.
 */
export function provideDemoCallEngineFromRemote(config: DemoCallConfig) {
  if (!config.available) {
    const engine = unavailableDemoCallEngine(config.reason);
    provideDemoCallEngine(async () => engine);
    return;
  }
  const [remote, module] = DEMO_CALL_ENGINE_MODULE.split('/') as ['demo_call', string];
  provideDemoCallEngine(async () => {
    const engineModule = await loadRemoteModule<DemoCallEngineModule>(remote, module, 'createDemoCallEngine');
    return engineModule.createDemoCallEngine(config);
  });
}
