// A preview's site (preview.mjs): the canary's site of the remote (canary-site.mjs), which gates, pins, serves a
// build beside the live release and records in the history, with the live shell's previews.json and site-config.json.
//   site.readPreviews() / site.writePreviews(text)   the live shell's previews.json (null: none yet)
//   site.siteConfig()                                the live shell's site-config.json, parsed (null: none)
//   site.dropServed(folder)                          stops serving a folder serveBeside served
//   site.withPreviewLock(work)                       holds the remote's lock (its history) and the shell's previews lock
import { PREVIEWS_FILE } from '@callvera/shared/registry/previews';
import { withLocks } from './store-state.mjs';

const textOf = (bytes) => bytes?.toString('utf8') ?? null;

/** @param {ReturnType<typeof import('./canary-site.mjs').canarySite>} remoteSite  @param {{ store: object, shellStore: object }} stores */
export function previewSite(remoteSite, { store, shellStore }) {
  return {
    ...remoteSite,
    previewsWhere: shellStore.whereOf(PREVIEWS_FILE),
    readPreviews: async () => textOf(await shellStore.readServed(PREVIEWS_FILE)),
    writePreviews: (text) => shellStore.writeServed(PREVIEWS_FILE, text),
    siteConfig: async () => {
      const text = textOf(await shellStore.readServed('site-config.json'));
      try {
        return text === null ? null : JSON.parse(text);
      } catch {
        return null;
      }
    },
    siteConfigWhere: shellStore.whereOf('site-config.json'),
    dropServed: (folder) => store.removeBuild(folder),
    // The remote's own lock, held for the moment its files and history are written, keeps its history whole; the
    // shell's previews lock keeps previews.json whole without holding up a release of the shell or of another remote.
    withPreviewLock: (work) => withLocks([store], () => withLocks([shellStore], work, 'previews')),
  };
}
