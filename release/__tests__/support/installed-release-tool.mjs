// The packed release tool installed as a team installs it, from its tarball with npm, once for each content of the
// tool: the install is kept in the system's temporary folder, named by the tarball's content hash, and a later run
// of the same tool links it. Outside this repository on purpose: from a folder inside it, Node would find the
// workspace's packages by walking up, and a dependency the package forgot would go unnoticed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packReleaseTool } from '../../package/release-tool-package.mjs';

/** The kept installs' names start so, in the system's temporary folder. */
const KEPT = 'callvera-release-tool-';

/** npm install of the tarball: from npm's cache alone when it holds every dependency, else the registry as well. */
function npmInstall(dir, tarball) {
  const attempts = [];
  for (const mode of ['--offline', '--prefer-offline']) {
    const args = ['install', mode, '--no-audit', '--no-fund', tarball];
    const started = performance.now();
    try {
      execFileSync('npm', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      return { command: `npm ${args.join(' ')}`, seconds: +((performance.now() - started) / 1000).toFixed(1), attempts };
    } catch (error) {
      attempts.push(`npm ${args.join(' ')}: ${error.stderr?.toString().trim().split('\n')[0] ?? error.message}`);
    }
  }
  throw new Error(`the tool's tarball does not install:\n${attempts.join('\n')}`);
}

/**
 * The tool packed and installed: `nodeModules` (the install's node_modules, to link into a team's folder),
 * `install` (the npm command and its time, this run's or the one that made the kept install), `packed` (the
 * tarball, its size and content hash).
 */
export async function installedReleaseTool() {
  const packed = await packReleaseTool();
  const dir = path.join(tmpdir(), `${KEPT}${packed.key}`);
  const record = path.join(dir, 'installed.json');
  if (!existsSync(record)) {
    const staging = `${dir}.${process.pid}.partial`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify({ name: 'release-tool-install', private: true })}\n`);
    const install = npmInstall(staging, packed.tarball);
    writeFileSync(path.join(staging, 'installed.json'), `${JSON.stringify({ ...install, tarball: packed.tarball })}\n`);
    // An install is 100 MB: only the latest tool's is kept.
    for (const kept of readdirSync(tmpdir()).filter((name) => name.startsWith(KEPT) && !name.endsWith('.partial')))
      rmSync(path.join(tmpdir(), kept), { recursive: true, force: true });
    renameSync(staging, dir);
    return { nodeModules: path.join(dir, 'node_modules'), install: { ...install, kept: false }, packed };
  }
  const install = JSON.parse(readFileSync(record, 'utf8'));
  return { nodeModules: path.join(dir, 'node_modules'), install: { ...install, kept: true }, packed };
}
