import type { RemotePin, RemoteSource } from './remote-pin';

/**
 * A remote as the remote map registered it: its manifest URL and pin (a release made since the page loaded may
 * renew it), and, once its manifest passed, the integrity of the files it hands the runtime (metaData.integrity).
 */
export interface PinnedSource {
  url: string;
  pin?: RemotePin;
  files?: Record<string, string>;
}

// The pins each remote loads against live beside what writes them, the registration of the remote map
// (federation.ts); the pinned-remotes runtime plugin, a floor above, checks each file against them and notes
// here what failed, for a failed load to ask (load-remote-module.ts).
const sources = new Map<string, PinnedSource>();
/** Remote → whether a file of it (or its manifest) that failed did not match its pin. */
const mismatches = new Map<string, Promise<boolean>>();

/** From now on, `name` loads from this source; what was checked of it before is forgotten. */
export function pinRemote(name: string, { entry, integrity }: RemoteSource) {
  sources.set(name, { url: entry, pin: integrity });
  mismatches.delete(name);
}

/** What `name` loads from now (undefined: not registered). */
export const pinnedSource = (name: string): PinnedSource | undefined => sources.get(name);

/** The remotes registered so far. */
export const pinnedRemotes = (): string[] => [...sources.keys()];

/** Notes whether a file of `name` that failed did not match its pin; a mismatch noted before stays noted. */
export function notePinCheck(name: string, mismatch: Promise<boolean>) {
  mismatches.set(
    name,
    Promise.all([failedItsPin(name), mismatch]).then(([before, now]) => before || now),
  );
}

/** Whether a file of `name` (or its manifest) that failed did not match its pin: a changed byte, not a network fault. */
export const failedItsPin = (name: string): Promise<boolean> => mismatches.get(name) ?? Promise.resolve(false);
