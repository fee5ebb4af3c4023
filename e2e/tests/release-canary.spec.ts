import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from '../support/site-test';
import { canaryTests, untilUnchanged } from '../support/canary-visitors';
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
// collector writes them (scripts/serve-shell.mjs, as `npm start` runs it), stepped by the release tool. A step to
// "ready" at the default margins needs some hundreds of page loads a side (the script tests and the simulation take
// a canary there); a team that chooses wide margins gets there on a few dozen, as the identical canary here does.

const root = path.resolve(__dirname, '../..');
const fieldLog = path.join(releaseFolders().srv, '..', 'canary-field-log');
const fieldLogBytes = () => readdirSync(fieldLog).reduce((total, file) => total + statSync(path.join(fieldLog, file)).size, 0);

test.describe.serial('a pricing canary on served folders, stepped on the field evidence', () => {
  test.describe.configure({ timeout: 900_000 });
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

  canaryTests({
    origin: releaseOrigin,
    canary: (args, build) => canaryCommand('canary', 'mfe-pricing', args, build),
    step: () => canaryCommand('canary-step', 'mfe-pricing', ['--log', fieldLog]),
    logSettles: () => untilUnchanged(fieldLogBytes),
  });
});
