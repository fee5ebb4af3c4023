// After editing an experiment's split in a deployed remotes.json, writes it into the pages served beside it, so
// new visitors are assigned from it before the first paint (release/page-splits.mjs). Usage: USAGE below.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { answerHelp } from '@callvera/checkout/command-usage';
import { copySplitIntoPages } from './page-splits.mjs';

const USAGE = `usage: node scripts/copy-split-into-pages.mjs <the shell's served folder>
Exit status: 0 written (or already there); 1 no page carries an experiment; 2 a usage error.`;

/** The command: what `node scripts/copy-split-into-pages.mjs` runs. */
export async function main() {
  answerHelp(USAGE);
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!existsSync(path.join(folder, 'remotes.json'))) {
    console.error(`copy-split-into-pages: ${path.resolve(folder)} has no remotes.json: name the folder the shell is served from`);
    process.exit(2);
  }
  try {
    const { carrying, rewritten } = copySplitIntoPages(folder);
    if (!carrying.length) {
      console.error(`copy-split-into-pages: no page in ${path.resolve(folder)} carries an experiment: prerender them first`);
      process.exit(1);
    }
    console.log(rewritten.length ? `wrote the split into ${rewritten.join(', ')}` : `${carrying.join(', ')} already carry the split`);
  } catch (error) {
    console.error(`copy-split-into-pages: ${error.message}`);
    process.exit(1);
  }
}
