import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * One byte of a served file changed, as a bucket object replaced by hand or a CDN edge serving tampered bytes
 * would change it: the file's compressed copies too (nginx sends those as they are). Returns how to put the
 * original bytes back.
 */
export function changeOneByte(file: string): () => void {
  const copies = [file, `${file}.br`, `${file}.gz`].filter((copy) => existsSync(copy));
  const originals = copies.map((copy) => readFileSync(copy));
  const changed = changedByte(originals[0]!);
  writeFileSync(file, changed);
  if (copies.includes(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(changed));
  if (copies.includes(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(changed));
  return () => copies.forEach((copy, index) => writeFileSync(copy, originals[index]!));
}

/** The bytes with the last letter of the first string literal changed: still a script, not the same one. */
export function changedByte(bytes: Buffer): Buffer {
  const changed = Buffer.from(bytes);
  const quote = changed.indexOf('"');
  const at = changed.indexOf('"', quote + 1) - 1;
  if (quote < 0 || at <= quote) throw new Error('no string literal to change a byte of');
  changed[at] = changed[at] === 0x78 ? 0x79 : 0x78; // "x", or "y" where it was "x"
  return changed;
}
