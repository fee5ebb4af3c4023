/**
 * The Subresource Integrity of a remote's manifest and of its entry ("sha384-…", both releases' while a release
 * swaps the files), as the release tool writes them into remotes.json from the files it checked.
 */
export interface RemotePin {
  manifest: string;
  remoteEntry: string;
}

/** One build of a remote: its manifest URL, and its pin (none: loaded unchecked, locally only). */
export interface RemoteSource {
  entry: string;
  integrity?: RemotePin;
}
