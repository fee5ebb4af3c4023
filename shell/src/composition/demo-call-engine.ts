import { DEMO_CALL_ENGINE_MODULE, type DemoCallEngineModule } from '@callvera/shared/contracts';
import { provideDemoCallEngine } from '@callvera/shared/demo-call';
import type { DemoCallConfig } from '@callvera/shared/site-config';
import { forgetFailedRemote } from './federation';
import { loadRemoteModule, RemoteLoadError } from './load-remote-module';
import { publishRemoteLoad } from './remote-outcomes';

/**
 * The demo-call remote has no route: it is fetched the first time a visitor
 * shows intent to call, and never when the site config switches live demos off.
 * A load that failed is forgotten down to the federation runtime, so the next
 * press asks the network again instead of reusing the failure.
 */
export function provideDemoCallEngineFromRemote(config: DemoCallConfig) {
  const [remote, module] = DEMO_CALL_ENGINE_MODULE.split('/') as ['demo_call', string];
  provideDemoCallEngine(config, (live) => publishRemoteLoad(remote, loadEngine(live)));
  async function loadEngine(live: Parameters<DemoCallEngineModule['createDemoCallEngine']>[0]) {
    let engineModule: DemoCallEngineModule;
    try {
      engineModule = await loadRemoteModule<DemoCallEngineModule>(remote, module, 'createDemoCallEngine');
    } catch (error) {
      if (error instanceof RemoteLoadError) forgetFailedRemote(remote);
      throw error;
    }
    return engineModule.createDemoCallEngine(live);
  }
}
