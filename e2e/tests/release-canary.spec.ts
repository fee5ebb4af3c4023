import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from '../support/site-test';
import { canaryWiringTest, untilUnchanged } from '../support/canary-visitors';
import type { LoggedEvent } from '../support/field-event-log';
import {
  canaryCommand,
  prepareCurrentShell,
  release,
  releaseFolders,
  releaseOrigin,
  resetReleaseFolders,
  SITE_APP_DIRS,
  startReleaseServers,
} from '../support/release-site';

// A pricing canary on served folders, its evidence from the page loads of Chromium visitors as the shell's own
// collector writes them (scripts/serve-shell.mjs, as `npm start` runs it), in day files that the release tool's
// step reads from the folder.

const root = path.resolve(__dirname, '../..');
const fieldLog = path.join(releaseFolders().srv, '..', 'canary-field-log');
const fieldLogBytes = () => readdirSync(fieldLog).reduce((total, file) => total + statSync(path.join(fieldLog, file)).size, 0);
const fieldLogEvents = (): LoggedEvent[] =>
  readdirSync(fieldLog).flatMap((file) =>
    readFileSync(path.join(fieldLog, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LoggedEvent),
  );

test.describe.serial('a pricing canary on served folders, stepped on the field evidence', () => {
  test.describe.configure({ timeout: 180_000 });
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const shell = prepareCurrentShell();
    resetReleaseFolders();
    rmSync(fieldLog, { recursive: true, force: true });
    mkdirSync(fieldLog, { recursive: true });
    for (const app of SITE_APP_DIRS)
      release('publish', app, app === 'shell' ? shell : path.join(root, app, 'dist'), { force: app === 'shell' });
    stopServers = await startReleaseServers({ fieldLog });
  });
  test.afterAll(async () => stopServers());

  canaryWiringTest({
    origin: releaseOrigin,
    withPages: ['--shell', releaseFolders().served('shell')],
    canary: (args, build) => canaryCommand('canary', 'mfe-pricing', args, build),
    step: (logs) =>
      canaryCommand('canary-step', 'mfe-pricing', [
        '--shell',
        releaseFolders().served('shell'),
        '--log',
        fieldLog,
        ...logs.flatMap((log) => ['--log', log]),
      ]),
    logSettles: () => untilUnchanged(fieldLogBytes),
    loggedEvents: async () => fieldLogEvents(),
  });
});
