// The files pinning reads (remote-pins.mjs), read beforehand: pinning reads synchronously, and a store reads
// asynchronously.
import { entryFileOf, servedFileOf } from './remote-pins.mjs';

const keyOf = (app, file) => `${app}/${file}`;

/** Every string in a parsed JSON value: the URLs a remote map names are among them. */
const stringsIn = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsIn) : [];

function parsedOrNothing(text) {
  try {
    return JSON.parse(text);
  } catch {
    // Nothing to read: pinning says what is wrong with the text.
    return null;
  }
}

/** A reader of the manifest each URL of a remote map (`text`) names and of the entry that manifest names, read now by `read`. */
export async function filesNamedBy(text, read) {
  const files = new Map();
  for (const url of stringsIn(parsedOrNothing(text ?? 'null'))) {
    const located = servedFileOf(url);
    if (!located || files.has(keyOf(located.app, located.file))) continue;
    const manifest = await read(located.app, located.file);
    files.set(keyOf(located.app, located.file), manifest);
    const entry = manifest && entryFileOf(located.file, parsedOrNothing(manifest.toString('utf8')));
    if (entry) files.set(keyOf(located.app, entry), await read(located.app, entry));
  }
  return (app, file) => files.get(keyOf(app, file)) ?? null;
}

/** A reader of the given manifests' files and of the entries they name, read now by `readOne`. */
export async function manifestsAndEntries(manifests, readOne) {
  const files = new Map();
  for (const { file, manifest } of manifests)
    for (const wanted of [file, entryFileOf(file, manifest)].filter(Boolean)) files.set(wanted, await readOne(wanted));
  return (file) => files.get(file) ?? null;
}
