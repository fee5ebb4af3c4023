import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { siteTargetFrom } from '@callvera/shared/registry/origins';
import { changedByte } from './changed-bytes';
import type { LoggedEvent } from './field-event-log';
import { publishWithPages, RELEASE_PORT_BASE, SITE_APP_DIRS, releaseAppDir, type ReleaseApp, sitePortsFree } from './release-site';

// The site released into an S3-compatible bucket (s3rver) with scripts/release-remote.mjs and
// served from it through the CDN rules of deploy/cdn (scripts/serve-bucket.mjs), each app on
// its own origin. Its ports are not the served site's, so a page that still asks that site's servers (serve, nginx)
// shows. They are the release servers' (SITE_PORT_BASE + 20 …): a shell's build names its ports, so one build of the
// checkout's shell serves both sites, and their servers are never up at once (each waits for its ports to be free).

const root = path.resolve(__dirname, '../..');
const { portBase } = siteTargetFrom(process.env);
export const BUCKET_PORT_BASE = RELEASE_PORT_BASE;
const S3_PORT = portBase + 50;
const BUCKET = 'callvera-site';
/** The bucket the CDN stand-in delivers the shell's access logs to, and where in it. */
const LOG_BUCKET = 'callvera-logs';
export const CDN_LOGS = `s3://${LOG_BUCKET}/cdn/`;
const s3Endpoint = `http://127.0.0.1:${S3_PORT}`;
/** s3rver takes this key pair; the release tool reads it from the environment, as it reads real ones. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
const s3Client = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });

/** Each app's origin on the bucket's servers, in SITE_APP_DIRS order (the shell first). */
export const bucketOrigins: Record<ReleaseApp, string> = Object.fromEntries(
  SITE_APP_DIRS.map((app, index) => [app, `http://localhost:${BUCKET_PORT_BASE + index}`]),
) as Record<ReleaseApp, string>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(what: string, ready: () => Promise<boolean>, stop: () => void) {
  // Generous: on a busy machine the servers take a while to answer.
  const deadline = Date.now() + 60_000;
  while (!(await ready())) {
    if (Date.now() > deadline) {
      stop();
      throw new Error(`${what} did not come up`);
    }
    await pause(200);
  }
}

/** A local S3 server with an empty bucket; returns a function that stops it and drops its objects. */
export async function startBucketStore(): Promise<() => void> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bucket-e2e-'));
  const s3 = spawn(
    path.join(root, 'node_modules/.bin/s3rver'),
    [
      ...['--directory', directory, '--address', '127.0.0.1', '--port', String(S3_PORT), '--silent'],
      ...['--configure-bucket', BUCKET, '--configure-bucket', LOG_BUCKET],
    ],
    { stdio: 'ignore' },
  );
  const stop = () => {
    s3.kill('SIGKILL');
    rmSync(directory, { recursive: true, force: true });
  };
  await waitUntil(
    s3Endpoint,
    () =>
      fetch(s3Endpoint).then(
        () => true,
        () => false,
      ),
    stop,
  );
  return stop;
}

const bucketArgs = (endpoint: string) => ['--bucket', BUCKET, '--endpoint', endpoint];
const releaseEnv = () => ({ ...process.env, ...CREDENTIALS, SITE_PORT_BASE: String(BUCKET_PORT_BASE) });

/**
 * Runs the release tool on an app's prefix of the bucket (asynchronously: a test may answer
 * the tool's requests meanwhile). `build` releases that build instead of the checkout's;
 * `endpoint` reaches the bucket another way; `force` goes ahead where the gate refuses (the site's first shell
 * release, with no remote live to check it against). Resolves to what it printed; rejects when it fails.
 */
export async function bucketRelease(
  command: 'publish' | 'rollback' | 'list',
  app: ReleaseApp,
  { build, endpoint = s3Endpoint, force = false }: { build?: string; endpoint?: string; force?: boolean } = {},
) {
  // The app's prefix in the bucket is named after its folder, which releaseAppDir keeps.
  const appDir = releaseAppDir(app, build);
  const args = ['scripts/release-remote.mjs', command, appDir, ...bucketArgs(endpoint), ...(force ? ['--force'] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: root,
    env: releaseEnv(),
  });
  return stdout;
}

/** The release tool's `list` of an app: its live stack, the current release last. */
export const liveReleases = async (app: ReleaseApp): Promise<string[]> => JSON.parse(await bucketRelease('list', app)).live;

/** Publishes a remote's new build with its pages, prerendered at the bucket's ports: stop its servers first. */
export function publishToBucketWithPages(app: ReleaseApp, build: string) {
  publishWithPages(app, build, [...bucketArgs(s3Endpoint), '--shell-prefix', 'shell'], BUCKET_PORT_BASE, CREDENTIALS);
}

/** scripts/serve-bucket.mjs on the bucket's ports; returns a function that stops it and waits for the ports. */
export async function startBucketServers(): Promise<() => Promise<void>> {
  await sitePortsFree(BUCKET_PORT_BASE);
  const server: ChildProcess = spawn(process.execPath, ['scripts/serve-bucket.mjs', ...bucketArgs(s3Endpoint), '--logs', CDN_LOGS], {
    cwd: root,
    env: { ...process.env, ...CREDENTIALS, SITE_PORT_BASE: String(BUCKET_PORT_BASE) },
    stdio: 'ignore',
  });
  // At once: a gracefully stopping server waits for the browser's idle keep-alive connections.
  const stop = () => server.kill('SIGKILL');
  const answers = (url: string) =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  for (const app of SITE_APP_DIRS) {
    const url = `${bucketOrigins[app]}/${app === 'shell' ? 'remotes.json' : 'mf-manifest.json'}`;
    await waitUntil(url, () => answers(url), stop);
  }
  return async () => {
    stop();
    // Free for the next servers or a prerender on these ports.
    await sitePortsFree(BUCKET_PORT_BASE);
  };
}

/**
 * A way to the bucket whose connection drops on every object write after the first
 * `writesThatSucceed` (the lock aside, so the failed release can still let go of it),
 * as a network that fails in the middle of an upload. Returns its endpoint and how to close it.
 */
export async function bucketFailingAfter(writesThatSucceed: number) {
  let writes = 0;
  const proxy = http.createServer((request, response) => {
    const isWrite = request.method === 'PUT' && !new URL(request.url ?? '/', s3Endpoint).pathname.endsWith('/lock');
    if (isWrite && (writes += 1) > writesThatSucceed) {
      request.socket.destroy();
      return;
    }
    // The Host header is passed on as signed: s3rver checks the signature against it.
    const upstream = http.request(
      { host: '127.0.0.1', port: S3_PORT, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    writesRefused: () => Math.max(0, writes - writesThatSucceed),
    close: () => {
      proxy.closeAllConnections();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}

/**
 * One byte of an object the bucket serves changed, as an object replaced by hand: its type and caching kept.
 * Returns how to put the original back.
 */
export async function changeOneByteInBucket(app: ReleaseApp, file: string): Promise<() => Promise<void>> {
  const client = s3Client();
  const Key = `${app}/${file}`;
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key }));
  const original = Buffer.from(await object.Body!.transformToByteArray());
  const put = (Body: Buffer) =>
    client.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body, ContentType: object.ContentType, CacheControl: object.CacheControl }));
  await put(changedByte(original));
  return async () => {
    await put(original);
  };
}

/** A file of an app as the bucket serves it. */
export async function bucketFile(app: ReleaseApp, file: string): Promise<string> {
  const response = await fetch(`${bucketOrigins[app]}/${file}`);
  if (!response.ok) throw new Error(`${app}/${file} answered ${response.status}`);
  return response.text();
}

/**
 * Runs one of the release tool's canary or preview commands on an app's prefix of the bucket; its exit status and what it
 * printed (a verdict exits 1 or 3 and prints its report). The CDN's logs (`--log s3://…`) are on the same store.
 */
export function bucketCanaryCommand(
  command: 'canary' | 'canary-status' | 'canary-step' | 'preview',
  app: ReleaseApp,
  args: string[],
  build?: string,
) {
  const result = spawnSync(
    process.execPath,
    ['scripts/release-remote.mjs', command, releaseAppDir(app, build), ...bucketArgs(s3Endpoint), ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...releaseEnv(), AWS_ENDPOINT_URL: s3Endpoint },
    },
  );
  return { exit: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Every event of the access logs the CDN stand-in has delivered so far, as a team reads them: the field log that
 * `npm run field-log:from-cdn` makes of the log bucket.
 */
export async function cdnLogEvents(): Promise<LoggedEvent[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['read-outs/field-log-from-cdn.mjs', '--bucket', LOG_BUCKET, '--prefix', 'cdn/', '--endpoint', s3Endpoint],
    { cwd: root, env: releaseEnv(), maxBuffer: 64 * 1024 * 1024 },
  );
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LoggedEvent);
}

/** The bytes of the access logs the CDN stand-in has delivered so far. */
export async function cdnLogBytes() {
  const { Contents = [] } = await s3Client().send(new ListObjectsV2Command({ Bucket: LOG_BUCKET, Prefix: 'cdn/' }));
  return Contents.reduce((total, object) => total + (object.Size ?? 0), 0);
}
