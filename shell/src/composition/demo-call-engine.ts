import { DEMO_CALL_ENGINE_MODULE, type DemoCallEngineModule } from '@callvera/shared/contracts';
import { provideDemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { loadRemoteModule } from './load-remote-module';

/**
 * The demo-call remote has no route: it is fetched the first time a visitor
 * shows intent to call, and never when the site config switches live demos off.
 */
export function provideDemoCallEngineFromRemote(config: DemoCallConfig) {
  const [remote, module] = DEMO_CALL_ENGINE_MODULE.split('/') as ['demo_call', string];
  provideDemoCallEngine(config, async (live) => {
    const engineModule = await loadRemoteModule<DemoCallEngineModule>(remote, module, 'createDemoCallEngine');
    return engineModule.createDemoCallEngine(live);
  });
}
