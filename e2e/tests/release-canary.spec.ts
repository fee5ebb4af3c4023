import path from 'node:path';
import { test } from '../support/site-test';
import { canaryWiringTest, untilUnchanged } from '../support/canary-visitors';
import {
  canaryCommand,
  prepareCurrentShell,
  release,
  releaseFolders,
  releaseOrigin,
  resetReleaseFolders,
  servedFieldLog,
  SITE_APP_DIRS,
  startReleaseServers,
} from '../support/release-site';

// A pricing canary on served folders, its evidence from the page loads of Chromium visitors as the shell's own
// collector writes them (scripts/serve-shell.mjs, as `npm start` runs it), in day files that the release tool's
// step reads from the folder.

const root = path.resolve(__dirname, '../..');
const fieldLog = servedFieldLog('canary-field-log');

test.describe.serial('a pricing canary on served folders, stepped on the field evidence', () => {
  test.describe.configure({ timeout: 180_000 });
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const shell = prepareCurrentShell();
    resetReleaseFolders();
    fieldLog.reset();
    for (const app of SITE_APP_DIRS)
      release('publish', app, app === 'shell' ? shell : path.join(root, app, 'dist'), { force: app === 'shell' });
    stopServers = await startReleaseServers({ fieldLog: fieldLog.folder });
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
        fieldLog.folder,
        ...logs.flatMap((log) => ['--log', log]),
      ]),
    logSettles: () => untilUnchanged(fieldLog.bytes),
    loggedEvents: async () => fieldLog.events(),
  });
});
