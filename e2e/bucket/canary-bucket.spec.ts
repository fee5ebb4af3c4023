import {
  BUCKET_PORT_BASE,
  bucketCanaryCommand,
  bucketOrigins,
  bucketRelease,
  CDN_LOGS,
  cdnLogBytes,
  cdnLogEvents,
  startBucketServers,
  startBucketStore,
} from '../support/bucket-site';
import { canaryWiringTest, untilUnchanged } from '../support/canary-visitors';
import { prepareCurrentShell, SITE_APP_DIRS } from '../support/release-site';
import { test } from '../support/site-test';

// A pricing canary released into the bucket, at 50% of Chromium visitors served through the CDN rules; the CDN
// stand-in delivers the shell's access logs into the log bucket as standard logging (v2) does, and canary-step
// reads them there (s3://…).

test.describe.serial("a pricing canary in the bucket, stepped on the CDN's logs", () => {
  test.describe.configure({ timeout: 180_000 });
  let stopStore = () => {};
  let stopServers: () => Promise<void> = async () => {};

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const shell = prepareCurrentShell(BUCKET_PORT_BASE);
    stopStore = await startBucketStore();
    for (const app of SITE_APP_DIRS) await bucketRelease('publish', app, app === 'shell' ? { build: shell, force: true } : {});
    stopServers = await startBucketServers();
  });
  test.afterAll(async () => {
    await stopServers();
    stopStore();
  });

  canaryWiringTest({
    origin: bucketOrigins.shell,
    withPages: ['--shell-prefix', 'shell'],
    canary: (args, build) => bucketCanaryCommand('canary', 'mfe-pricing', args, build),
    step: (logs) =>
      bucketCanaryCommand('canary-step', 'mfe-pricing', [
        '--shell-prefix',
        'shell',
        '--log',
        CDN_LOGS,
        ...logs.flatMap((log) => ['--log', log]),
      ]),
    // The stand-in delivers every 2 s: unchanged for 5 s, what the left pages sent is in the bucket.
    logSettles: () => untilUnchanged(cdnLogBytes, 5000),
    loggedEvents: cdnLogEvents,
  });
});
