import { getInstance, registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { compositionProblems, type FederationManifest, type ShellProvision } from '@callvera/shared/composition-check';
import { REMOTE_NAMES, type RemoteName } from '@callvera/shared/contracts';
import { IncompatibleRemoteError } from './load-remote-module';

/**
 * What this page gives the remotes it loads: the copy of each shared module the shell registered, the
 * federation runtime they borrow, and the globals it lends (as they are on the page, not as built).
 */
function thisShell(): ShellProvision {
  const host = getInstance();
  const shared: Record<string, string> = {};
  for (const [name, copies] of Object.entries(host?.options.shared ?? {})) {
    const own = copies.find((copy) => copy.from === host?.options.name);
    if (own) shared[name] = own.version;
  }
  return {
    shared,
    federationRuntime: host?.version,
    lent: (global) => {
      const value: unknown = (globalThis as Record<string, unknown>)[global];
      return value !== null && typeof value === 'object' ? Object.keys(value) : undefined;
    },
  };
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * Refuses a remote whose manifest says it cannot run on this page, before its entry is fetched: a singleton
 * it would take from the shell at another major (the page keeps one React, one store), or a federation
 * runtime the shell does not give it. The load then fails like any other, so the remote's section shows
 * its fallback. (The shell contract is checked on the module the remote exposes, load-remote-module.ts.)
 * A remote listed by its remoteEntry.js instead of its manifest says nothing before it runs, and is not checked here.
 */
export function incompatibleRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'refuse-incompatible-remotes',
    loadRemoteSnapshot(args) {
      const { moduleInfo, manifestJson } = args;
      if (!manifestJson || !isRemoteName(moduleInfo.name)) return args;
      const problems = compositionProblems(thisShell(), manifestJson as unknown as FederationManifest, satisfy);
      if (problems.length) throw new IncompatibleRemoteError(moduleInfo.name, problems);
      return args;
    },
  };
}

/** From now on, the shell refuses remotes built for another shell (before the remote map is registered). */
export function refuseIncompatibleRemotes() {
  registerPlugins([incompatibleRemotesPlugin()]);
}
