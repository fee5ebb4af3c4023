import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeDeployedFileRequest } from '@callvera/shared/deployed-file-request';
import { failedItsPin, notePinCheck, pinnedRemotes, pinnedSource, type PinnedSource } from '../composition/pin-state';

declare const __REMOTES_MUST_BE_PINNED__: boolean;

/**
 * A production build loads no remote remotes.json does not pin; a local one (npm start, a dev server, a
 * remotes.json edited by hand to try a build) loads it unchecked and says so.
 */
const MUST_BE_PINNED: boolean = __REMOTES_MUST_BE_PINNED__;

/** Refuses a remote for its pin; noted, so the failure is reported as one (load-remote-module.ts). */
function refuse(name: string, why: string): never {
  notePinCheck(name, Promise.resolve(true));
  throw new Error(`${name}: ${why}`);
}

/**
 * The manifest, fetched checked against its pin by the browser (Subresource Integrity): the request the page's
 * first script started for it when it was started against this pin. When that fails,
 * pin-failures.ts tells a network fault from a release made since this page loaded (the deployed remotes.json
 * pins what arrives now) and from bytes nothing pins.
 */
function checkedManifest(name: string, source: PinnedSource, init: RequestInit): Promise<Response> | undefined {
  if (!source.pin) {
    if (MUST_BE_PINNED) refuse(name, 'not pinned in remotes.json');
    console.warn(`${name}: not pinned in remotes.json, loaded unchecked`);
    return undefined;
  }
  const pinned = { url: source.url, integrity: source.pin.manifest };
  const checked = takeDeployedFileRequest(pinned, () => fetch(source.url, { ...init, integrity: pinned.integrity }));
  return checked.catch(async (error: unknown) => {
    const response = await (await import('./pin-failures')).manifestDeployedNow(name, source, init, error);
    return response ?? refuse(name, `${source.url} does not match its pin`);
  });
}

/**
 * The script or link for a file the runtime loads for a remote, checked by the browser (over CORS) against its
 * pin: the entry's from remotes.json, one the manifest lists from the manifest. None for a file of a remote loaded
 * unchecked. A remote listed by its remoteEntry.js has no manifest to check first, and is refused; so is a file
 * nothing pins (not noted: only the runtime's early fetch is refused, and the remote's own code loads it, pinned).
 */
function pinnedElement<Tag extends 'script' | 'link'>(
  tag: Tag,
  url: string,
  attrs: Record<string, unknown> = {},
  remote?: { name: string; entry?: string },
): HTMLElementTagNameMap[Tag] | undefined {
  const name = remote?.name ?? '';
  const { pin, files }: Partial<PinnedSource> = pinnedSource(name) ?? { files: {} };
  if (!files) refuse(name, 'no checked manifest (a remoteEntry.js URL in remotes.json?)');
  if (!pin) return undefined;
  const integrity = url === remote?.entry ? pin.remoteEntry : files[url.slice(folderOf(name).length)];
  if (!integrity) throw new Error(`${url} is not pinned`);
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries({ ...attrs, integrity, crossorigin: '' })) element.setAttribute(key, String(value));
  if (element instanceof HTMLLinkElement) element.href = url;
  // The runtime waits for what an error handler returns: the check of the bytes, so the failure is told apart.
  else element.onerror = () => failedItsPin(name);
  return element;
}

const folderOf = (name: string) => new URL('.', pinnedSource(name)!.url).href;

/** A pinned file of a remote that failed to load is fetched again: were its bytes the pinned ones? */
function diagnose({ target: file }: Event) {
  const integrity = (file instanceof HTMLScriptElement || file instanceof HTMLLinkElement) && file.getAttribute('integrity');
  if (!integrity) return;
  const url = file instanceof HTMLScriptElement ? file.src : file.href;
  const remote = pinnedRemotes().find((name) => url.startsWith(folderOf(name)));
  if (remote)
    notePinCheck(
      remote,
      import('./pin-failures').then(({ mismatched }) => mismatched(url, integrity)),
    );
}

/**
 * Loads a remote's manifest and entry only if their bytes are those remotes.json pins, and the files its manifest
 * hands the federation runtime only if they are those it pins; the remote's own code pins every other chunk it
 * loads (its build's SubresourceIntegrityPlugin). A refusal fails the load like any other: the section shows its
 * fallback with Retry.
 */
export function pinnedRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'pinned-remotes',
    fetch(url, init, remoteInfo) {
      const name = remoteInfo?.name ?? '';
      const source = pinnedSource(name);
      if (source?.url === url) return checkedManifest(name, source, init);
    },
    loadRemoteSnapshot(args) {
      const source = pinnedSource(args.moduleInfo.name);
      if (source && args.manifestUrl === source.url) {
        source.files = (args.manifestJson as { metaData?: { integrity?: Record<string, string> } }).metaData?.integrity ?? {};
      }
      return args;
    },
    createScript: ({ url, attrs, remoteInfo }) => pinnedElement('script', url, attrs, remoteInfo),
    createLink: ({ url, attrs, remoteInfo }) => pinnedElement('link', url, attrs, remoteInfo),
  };
}

/** From now on, the shell loads only the remote files remotes.json pins (before the remote map is registered). */
export function checkRemotePins() {
  addEventListener('error', diagnose, true);
  registerPlugins([pinnedRemotesPlugin()]);
}
