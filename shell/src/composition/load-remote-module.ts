import { CONTRACT_MODULE, SHELL_CONTRACT_VERSION, type RemoteContractModule, type RemoteName } from '@callvera/shared/contracts';
import { describeProblem, type CompositionProblem } from '@callvera/shared/composition-check';
import { fallBackToControl, loadExposedModule } from './federation';
import { failedItsPin } from './pin-state';

/** How long a remote may take before its section shows the fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** The remote could not be fetched, was too slow, or lacks the module: a retry should ask the network again. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The remote was built against what this shell's page cannot give it (another major of a module shared
 * once per page, another federation runtime): refused before any of its code runs (remote-compatibility.ts).
 * A retry asks again, in case its build was replaced meanwhile.
 */
export class IncompatibleRemoteError extends RemoteLoadError {
  override name = 'IncompatibleRemoteError';
  constructor(
    remote: RemoteName,
    readonly problems: readonly CompositionProblem[],
  ) {
    super(remote, `${remote} was built for another shell: ${problems.map((problem) => describeProblem(problem)).join('; ')}`);
  }
}

/**
 * A file of the remote was not the one remotes.json (or the remote's own pinned code) names: changed after its
 * release was checked, or never pinned (runtime-plugin/pinned-remotes.ts). None of it ran. A retry asks again.
 */
export class RemoteIntegrityError extends RemoteLoadError {
  override name = 'RemoteIntegrityError';
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const loadedModules = new Map<string, object>();
const loadingModules = new Map<string, Promise<object>>();

/** A module that has already arrived, so a page can render at once instead of suspending. */
export function alreadyLoadedModule<T extends object>(remote: RemoteName, module: string): T | undefined {
  return loadedModules.get(`${remote}/${module}`) as T | undefined;
}

/** For tests: start with nothing loaded. */
export function forgetLoadedModules() {
  loadedModules.clear();
  loadingModules.clear();
}

/**
 * Loads one exposed module; if the remote is an experiment whose variant
 * fails, loads it again from the control. Callers asking for a module that is
 * on its way share the one load; a failed load is forgotten, so a retry asks again.
 */
export function loadRemoteModule<T extends object>(
  remote: RemoteName,
  module: string,
  requiredExport: keyof T & string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  const key = `${remote}/${module}`;
  const loading = loadingModules.get(key) ?? loadFromRemoteOrControl<T>(remote, module, requiredExport, timeoutMs);
  loadingModules.set(key, loading);
  loading.then(
    (loaded) => loadedModules.set(key, loaded),
    () => loadingModules.get(key) === loading && loadingModules.delete(key),
  );
  return loading.then((loaded) => loaded as T);
}

async function loadFromRemoteOrControl<T extends object>(
  remote: RemoteName,
  module: string,
  requiredExport: keyof T & string,
  timeoutMs: number,
): Promise<T> {
  try {
    return await loadCheckedModule<T>(remote, module, requiredExport, timeoutMs);
  } catch (error) {
    if (!(error instanceof RemoteLoadError && fallBackToControl(remote))) throw error;
    return loadCheckedModule<T>(remote, module, requiredExport, timeoutMs);
  }
}

/**
 * Loads one exposed module, after checking that the remote implements this
 * shell's contract and that the module has the export the contract promises.
 */
async function loadCheckedModule<T extends object>(
  remote: RemoteName,
  module: string,
  requiredExport: keyof T & string,
  timeoutMs: number,
): Promise<T> {
  let contract: RemoteContractModule | null;
  let loaded: T | null;
  try {
    [contract, loaded] = await withTimeout(
      Promise.all([loadExposedModule<RemoteContractModule>(remote, CONTRACT_MODULE), loadExposedModule<T>(remote, module)]),
      timeoutMs,
      () => new RemoteLoadError(remote, `${remote} did not answer within ${timeoutMs / 1000} s`),
    );
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    const message = `${remote}/${module} could not be loaded: ${(error as Error)?.message ?? error}`;
    if (await failedItsPin(remote)) throw new RemoteIntegrityError(remote, `${message} (a file did not match its pin)`);
    throw new RemoteLoadError(remote, message);
  }
  if (contract?.contractVersion !== SHELL_CONTRACT_VERSION) {
    throw new RemoteLoadError(
      remote,
      `${remote} implements shell contract ${contract?.contractVersion ?? '(none)'}, but this shell needs ${SHELL_CONTRACT_VERSION}`,
    );
  }
  if (!loaded || !(requiredExport in loaded)) {
    throw new RemoteLoadError(remote, `${remote} does not expose ${module} with a ${requiredExport} export`);
  }
  return loaded;
}
