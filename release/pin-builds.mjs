// Pins the shell build's remotes.json to the remotes built beside it in this checkout, as the release tool pins
// the deployed one (release/remote-pins.mjs): each remote checked against the shell build, then its
// manifest and entry hashed. `npm run build` runs it before the prerender, so the site it serves loads its
// remotes as production does (a production build loads no unpinned remote).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerHelp } from '@callvera/checkout/command-usage';
import { describePinProblems, pinnedRemoteMap, remoteMapText } from './remote-pins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const shellDist = path.join(root, 'shell/dist');
const builtFile = (dir, file) => path.join(root, dir, 'dist', file);

/** A remote map pinned to the builds of this checkout, each remote checked against the shell's build. */
export function pinnedToTheseBuilds(map) {
  return pinnedRemoteMap(map, {
    read: (dir, file) => (existsSync(builtFile(dir, file)) ? readFileSync(builtFile(dir, file)) : null),
    shell: { manifest: JSON.parse(readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')), at: 'shell/dist' },
  });
}

/** The command: what `node scripts/pin-builds.mjs` runs. */
export async function main() {
  answerHelp('usage: node scripts/pin-builds.mjs   (exit 1, naming each remote, when one cannot be pinned)');
  for (const file of ['remotes.json', 'mf-manifest.json']) {
    if (!existsSync(path.join(shellDist, file))) {
      console.error(`shell/dist/${file} is missing: build the shell first (npm run build)`);
      process.exit(1);
    }
  }
  const { map, problems, pinned } = pinnedToTheseBuilds(JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')));
  if (problems.length) {
    console.error(
      `${describePinProblems(problems)}\nBuild every app (npm run build) for the same deployment (SITE_DEPLOYMENT, SITE_PORT_BASE).`,
    );
    process.exit(1);
  }
  writeFileSync(path.join(shellDist, 'remotes.json'), remoteMapText(map));
  console.log(`pinned shell/dist/remotes.json to the builds of ${pinned.join(', ')}`);
}
