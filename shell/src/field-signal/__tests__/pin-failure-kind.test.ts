import { loadExposedModule } from '../../composition/federation';
import { forgetLoadedModules, loadRemoteModule, RemoteIntegrityError, RemoteLoadError } from '../../composition/load-remote-module';
import { failedItsPin } from '../../composition/pin-state';
import { remoteFailureKind } from '../remote-failure-kind';

jest.mock('../../composition/federation');
jest.mock('../../composition/pin-state');

/** The load as the federation runtime fails it: its own message, whatever the cause. */
const RUNTIME_FAILURE = new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');

beforeEach(() => {
  forgetLoadedModules();
  jest.mocked(loadExposedModule).mockRejectedValue(RUNTIME_FAILURE);
});

it('a load that failed on a file not matching its pin is refused as such, and reported as an integrity failure', async () => {
  jest.mocked(failedItsPin).mockResolvedValue(true);
  const loading = loadRemoteModule('pricing', 'PricingPage', 'default');
  await expect(loading).rejects.toThrow(RemoteIntegrityError);
  await expect(loading).rejects.toThrow('pricing/PricingPage could not be loaded: [ Federation Runtime ]');
  expect(remoteFailureKind(await loading.catch((error: unknown) => error), 'pricing')).toBe('integrity');
});

it('a load that failed on the network stays a load failure (the remote is down)', async () => {
  jest.mocked(failedItsPin).mockResolvedValue(false);
  const failure = await loadRemoteModule('pricing', 'PricingPage', 'default').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(RemoteLoadError);
  expect(failure).not.toBeInstanceOf(RemoteIntegrityError);
  expect(remoteFailureKind(failure, 'pricing')).toBe('down');
});
