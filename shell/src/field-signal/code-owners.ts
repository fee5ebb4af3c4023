import type { RemoteName } from '@callvera/shared/contracts';
import { remoteRelease } from './remote-release';
import { shellRelease } from './shell-release';

/** The shell's own code, as a vital's `attributedTo` names it. */
export const SHELL = 'shell';

interface FederationGlobal {
  /** The manifests the federation runtime fetched, keyed "<remote>:<manifest or entry URL>". */
  moduleInfo?: Record<string, unknown>;
}

/**
 * Whose code a script is, by its URL: the remote whose build folder holds it (the folder of the manifest the page
 * loaded it from; the longest wins, so a variant deployed under the control's origin is told apart), the shell's
 * for its own origin, or null (the browser's, an extension's).
 */
export function ownerOfScript(url: string): string | null {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  let owner: string | null = null;
  let longest = -1;
  for (const key of Object.keys(federation?.moduleInfo ?? {})) {
    const colon = key.indexOf(':');
    const folder = URL.canParse(key.slice(colon + 1)) ? new URL('.', key.slice(colon + 1)).href : null;
    if (colon > 0 && folder && url.startsWith(folder) && folder.length > longest) {
      owner = key.slice(0, colon);
      longest = folder.length;
    }
  }
  if (owner && owner !== SHELL) return owner;
  return url.startsWith(`${location.origin}/`) ? SHELL : null;
}

/** An owner's release as this page loaded it. */
export const ownerRelease = (owner: string) => (owner === SHELL ? shellRelease() : remoteRelease(owner as RemoteName));

/**
 * React listens for presses on the element the app is rendered into (#root) and calls the pressed components'
 * handlers from there: the browser names that listener's file (React's, the shell's) as the script that ran, though
 * the time went to the handlers of the region pressed.
 */
const REACT_DISPATCH = /^DIV#root\./;

export interface ScriptTiming {
  sourceURL: string;
  duration: number;
  invoker?: string;
  invokerType?: string;
}

/**
 * The owner of the most script time among the given scripts (Long Animation Frame script timings), if any is known;
 * React's dispatch of a press counts for `pressedOwner`, whose components handled it.
 */
export function busiestOwner(scripts: readonly ScriptTiming[], pressedOwner: string | null = null): string | null {
  const time = new Map<string, number>();
  for (const { sourceURL, duration, invoker = '', invokerType } of scripts) {
    const owner = invokerType === 'event-listener' && REACT_DISPATCH.test(invoker) ? pressedOwner : ownerOfScript(sourceURL);
    if (owner) time.set(owner, (time.get(owner) ?? 0) + duration);
  }
  return [...time].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
