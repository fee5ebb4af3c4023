// Pins the deployed remotes.json: beside each remote's manifest URL, the integrity of that manifest and of the
// entry it names (Subresource Integrity, sha384), read from what the release tool checked: the files of a
// release, or those an app serves. The shell loads a pinned remote's manifest and entry only if their bytes
// match (shell/src/runtime-plugin/pinned-remotes.ts), and the entry pins every other chunk of the remote.
import path from 'node:path';
import { integrityOf } from '@callvera/tooling/manifest-integrity';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { remoteReleaseVerdict, versionOf } from './composition-gate.mjs';

export { integrityOf };

/** The app that serves a URL in this deployment (SITE_DEPLOYMENT, SITE_PORT_BASE) and the file's path in it; null for none. */
export function servedFileOf(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const app = SITE_APPS.find((candidate) => candidate.remote && candidate.origin === parsed.origin);
  const file = parsed.pathname.slice(1);
  // Only plain paths: nothing encoded, no step out of the app's folder.
  if (!app || file.includes('%') || file.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
  return { app: app.dir, file };
}

/** The entry a manifest names: beside it (its publicPath is "auto"), under its remoteEntry path. */
export function entryFileOf(manifestFile, manifest) {
  const { path: folder = '', name } = manifest?.metaData?.remoteEntry ?? {};
  if (typeof name !== 'string' || !name) return null;
  return path.posix.join(path.posix.dirname(manifestFile), folder, name);
}

const isManifestUrl = (url) => /\/mf-manifest\.json(\?.*)?$/.test(url);

/**
 * Every place a remote map names a build: the remote, the variant (when split), its URL and its pin.
 * @returns {{ remote: string, variant: string | null, url: string, integrity?: { manifest: string, remoteEntry: string }, set: (pinned: object) => void }[]}
 */
function sourcesOf(map) {
  return Object.entries(map).flatMap(([remote, source]) => {
    if (typeof source === 'string') return [{ remote, variant: null, url: source, set: (pinned) => (map[remote] = pinned) }];
    if (Array.isArray(source?.variants)) {
      return source.variants.map((variant, index) => ({
        remote,
        variant: variant.name,
        url: variant.entry,
        integrity: variant.integrity,
        set: ({ integrity }) => (source.variants[index] = { ...variant, integrity }),
      }));
    }
    return [{ remote, variant: null, url: source?.entry, integrity: source?.integrity, set: (pinned) => (map[remote] = pinned) }];
  });
}

const nameOf = ({ remote, variant }) => (variant ? `${remote} (variant ${variant})` : remote);

/**
 * A remote map with its builds pinned, and what kept one from being pinned.
 * @param {object} map  the parsed remotes.json (left as it is)
 * @param {object} options
 * @param {(app: string, file: string) => Buffer | null} options.read  a file as the app serves it (or will), null when it has none
 * @param {{ manifest: any | null, at: string } | null} options.shell  the shell the remotes must compose with; null: not checked
 * @param {string} [options.only]  pin only the URLs this app serves, leaving the others as they are
 * @returns {{ map: object, problems: string[], pinned: string[] }}  pinned: each source pinned, with the release it names
 */
export function pinnedRemoteMap(map, { read, shell, only }) {
  const pinnedMap = structuredClone(map);
  const problems = [];
  const pinned = [];
  for (const source of sourcesOf(pinnedMap)) {
    const { url } = source;
    const located = typeof url === 'string' ? servedFileOf(url) : null;
    if (only && located?.app !== only) continue;
    const name = nameOf(source);
    if (typeof url !== 'string' || !isManifestUrl(url)) {
      problems.push(
        `${name}: ${JSON.stringify(url)} is not an mf-manifest.json URL. The shell checks a remote by its manifest before it runs any of it, and loads no remote by its remoteEntry.js: point it at the manifest.`,
      );
      continue;
    }
    if (!located) {
      problems.push(`${name}: ${url} is on none of this deployment's app origins, so nothing here can check and pin it.`);
      continue;
    }
    const manifestBytes = read(located.app, located.file);
    if (!manifestBytes) {
      problems.push(`${name}: ${url} is not served (${located.app} has no ${located.file}).`);
      continue;
    }
    let manifest;
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8'));
    } catch {
      problems.push(`${name}: ${url} is not JSON.`);
      continue;
    }
    const entryFile = entryFileOf(located.file, manifest);
    const entryBytes = entryFile && read(located.app, entryFile);
    if (!entryBytes) {
      problems.push(`${name}: ${url} names an entry ${located.app} does not serve (${entryFile ?? 'no metaData.remoteEntry'}).`);
      continue;
    }
    if (shell) {
      const verdict = remoteReleaseVerdict({ app: located.app, manifests: [{ file: located.file, manifest }] }, shell);
      if (!verdict.ok) problems.push(`${name}: ${url}:\n${verdict.report}`);
    }
    source.set({ entry: url, integrity: { manifest: integrityOf(manifestBytes), remoteEntry: integrityOf(entryBytes) } });
    pinned.push(`${name} ${versionOf(manifest)}`);
  }
  return { map: pinnedMap, problems, pinned };
}

/**
 * The map that accepts both the pins of `before` and those of `after`, for the moment a release swaps a
 * remote's files: a page that fetches the old manifest, or the new one, finds it pinned.
 */
export function transitionalRemoteMap(before, after) {
  const both = structuredClone(after);
  const earlier = sourcesOf(structuredClone(before));
  const join = (a, b) => [...new Set(`${a} ${b}`.split(/\s+/))].join(' ');
  for (const source of sourcesOf(both)) {
    const old = earlier.find(
      (candidate) => candidate.remote === source.remote && candidate.variant === source.variant && candidate.url === source.url,
    )?.integrity;
    if (!old || !source.integrity) continue;
    source.set({
      entry: source.url,
      integrity: {
        manifest: join(old.manifest, source.integrity.manifest),
        remoteEntry: join(old.remoteEntry, source.integrity.remoteEntry),
      },
    });
  }
  return both;
}

/** What a problem list says, for a refusal or a forced release's warning. */
export function describePinProblems(problems) {
  return `remotes.json cannot be pinned as it stands:\n${problems.map((problem) => `  - ${problem.replaceAll('\n', '\n    ')}`).join('\n')}`;
}

export const remoteMapText = (map) => `${JSON.stringify(map, null, 2)}\n`;
