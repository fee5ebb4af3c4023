// Serves every production build on its own port, as separately deployed apps would be.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { FIELD_EVENT_LOG } from '@callvera/shared/registry/field-event-log';
import { answerHelp } from '@callvera/checkout/command-usage';

answerHelp(`usage: node scripts/serve-all.mjs [app-dir ...]   (default: all of them: ${SITE_APPS.map(({ dir }) => dir).join(' ')})`);

const root = fileURLToPath(new URL('..', import.meta.url));
// The shell serves each route's prerendered page (and 404.html for the rest); a remote's own page is a plain SPA.
const shellConfig = path.join(root, 'local-servers/serve-shell.json');
const serveShell = fileURLToPath(new URL('./serve-shell.mjs', import.meta.url));
const serveRemote = fileURLToPath(new URL('./serve-remote.mjs', import.meta.url));
const remoteConfig = path.join(root, 'local-servers/serve.json');
const wanted = process.argv.slice(2);
const apps = wanted.length ? SITE_APPS.filter((app) => wanted.includes(app.dir)) : SITE_APPS;

// The shell's server also collects field events, as nginx does, into the day files of this folder.
const fieldEventLogs = path.join(root, '.cache/serve');

const children = apps.map(({ dir, port }) => {
  const dist = path.join(root, dir, 'dist');
  if (!existsSync(dist)) {
    console.error(`${dir}/dist is missing: run the build first (npm run build).`);
    process.exit(1);
  }
  const args =
    dir === 'shell' && !process.env.SERVE_SHELL_AS_SPA
      ? [serveShell, shellConfig, String(port), dist, fieldEventLogs]
      : [serveRemote, remoteConfig, String(port), dist];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', (chunk) => process.stdout.write(`[${dir}] ${chunk}`));
  child.on('exit', (code) => {
    if (!shuttingDown) {
      console.error(`${dir} server exited with ${code}`);
      shutdown(1);
    }
  });
  return child;
});

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

console.log(apps.map(({ dir, port }) => `${dir}: http://localhost:${port}`).join('\n'));
if (apps.some(({ dir }) => dir === 'shell') && !process.env.SERVE_SHELL_AS_SPA) {
  const days = path.join(fieldEventLogs, `${FIELD_EVENT_LOG.name}-*`);
  console.log(`field events: written to ${path.relative(process.cwd(), days)} (npm run experiment-report -- ${days})`);
}
