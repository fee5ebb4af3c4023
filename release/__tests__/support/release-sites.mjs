// Sites for the release tool's tests: builds as create-app-config writes them (manifests with their composition
// record, an entry, a chunk), and the two targets the tool releases into, a served folder and a bucket (s3rver).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { startLocalBucket } from '@callvera/local-servers/local-bucket';
import { releaseCommand } from '../../release-remote.mjs';
import { bucketStore } from '../../bucket-store.mjs';
import { SITE_APPS } from '@callvera/checkout/site-apps';
import { sameMajorRange } from '@callvera/tooling/shared-dependencies';
import { LENT_GLOBALS, RUNTIME_CORE_GLOBAL } from '@callvera/tooling/lend-federation-modules';

/** What the live shell provides in these tests (its manifest, as its build writes it). */
export const SHELL = {
  shared: { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', '@callvera/shared/toast': '0.1.0' },
  pluginVersion: '2.9.2',
  shellContract: 2,
  lends: LENT_GLOBALS,
};

/** A remote as its team builds it: what it shares, and what it needs of the shell. */
export const FORK = {
  shared: { react: '19.3.1', 'react-dom': '19.3.1', zustand: '5.1.0', '@callvera/shared/toast': '0.1.0' },
  pluginVersion: '2.9.2',
  shellContract: 2,
  borrows: { [RUNTIME_CORE_GLOBAL]: [], _CALLVERA_FEDERATION_BUNDLER_RUNTIME: LENT_GLOBALS._CALLVERA_FEDERATION_BUNDLER_RUNTIME },
};

/**
 * A build's manifest, as create-app-config writes it: each shared module a singleton bundled at the version it
 * declares; a remote borrowing the runtime core needs its major.
 */
export function manifestOf(name, version, { shared, pluginVersion, ...composition }) {
  const federationRuntime = composition.borrows?.[RUNTIME_CORE_GLOBAL] ? { federationRuntime: sameMajorRange(pluginVersion) } : {};
  const bundled = Object.fromEntries(
    Object.entries(shared).map(([module, moduleVersion]) => [module, { version: moduleVersion, singleton: true }]),
  );
  return {
    id: name,
    name,
    metaData: {
      name,
      pluginVersion,
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      composition: { ...composition, ...federationRuntime, bundled },
    },
    shared: Object.entries(shared).map(([module, moduleVersion]) => ({
      id: `${name}:${module}`,
      name: module,
      version: moduleVersion,
      singleton: true,
      requiredVersion: sameMajorRange(moduleVersion),
    })),
    remotes: [],
    exposes: [],
  };
}

export const withRemote = (remote) => ({ ...FORK, ...remote, shared: { ...FORK.shared, ...remote.shared } });
export const withShell = (shell) => ({ ...SHELL, ...shell, shared: { ...SHELL.shared, ...shell.shared } });

/** Where this deployment serves an app's file (SITE_DEPLOYMENT and SITE_PORT_BASE, as the tool reads them). */
export const urlOf = (app, file = 'mf-manifest.json') => `${SITE_APPS.find(({ dir }) => dir === app).origin}/${file}`;

/** The shell's remotes.json in these tests: pricing, by its manifest. */
export const REMOTE_MAP = { pricing: urlOf('mfe-pricing') };

/**
 * An app folder as the tool takes it (<dir>/dist, named after the folder): `files` (path → JSON value or text),
 * an entry and a hashed chunk beside them. Each build's entry differs, as each build's bytes do.
 */
export function appDir(root, app, files) {
  const dir = path.join(mkdtempSync(path.join(root, 'apps-')), app);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'dist', file)), { recursive: true });
    writeFileSync(path.join(dir, 'dist', file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  mkdirSync(path.join(dir, 'dist/assets'), { recursive: true });
  for (const file of Object.keys(files).filter((name) => name.endsWith('mf-manifest.json'))) {
    writeFileSync(path.join(dir, 'dist', path.dirname(file), 'remoteEntry.js'), `// ${app} ${path.basename(path.dirname(dir))} ${file}`);
  }
  writeFileSync(path.join(dir, 'dist/assets/chunk.1.js'), `// ${app}`);
  return dir;
}

export const shellBuild = (root, version, shell = SHELL, remoteMap = REMOTE_MAP) =>
  appDir(root, 'shell', {
    'mf-manifest.json': manifestOf('shell', version, shell),
    'remotes.json': `${JSON.stringify(remoteMap, null, 2)}\n`,
  });

export const remoteBuild = (root, app, version, remote = FORK, variants = {}) =>
  appDir(root, app, {
    'mf-manifest.json': manifestOf(app, version, remote),
    ...Object.fromEntries(
      Object.entries(variants).map(([folder, variant]) => [`${folder}/mf-manifest.json`, manifestOf(app, version, variant)]),
    ),
  });

/** A local S3 server for the file's tests, started before them and closed after. */
export function localS3() {
  const s3 = { endpoint: null };
  let server;
  before(async () => {
    server = await startLocalBucket({ name: 's3rver-gate' });
    s3.endpoint = server.endpoint;
  });
  after(() => server?.close());
  return s3;
}

let buckets = 0;
/**
 * The two targets, each making a site of its own: `args(app)` are the tool's arguments after the app folder,
 * `served(app)` whether anything of an app is served or kept, `read(app, file)` a served file's text (null: none).
 * @param {{ endpoint: string | null }} s3
 */
export const targets = (s3) => ({
  folder: async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gate-'));
    const srv = path.join(root, 'srv');
    const file = (app, name) => path.join(srv, app, name);
    return {
      root,
      args: (app) => [path.join(srv, app)],
      served: (app) => existsSync(file(app, 'mf-manifest.json')),
      read: async (app, name) => (existsSync(file(app, name)) ? readFileSync(file(app, name), 'utf8') : null),
      write: async (app, name, text) => {
        mkdirSync(path.dirname(file(app, name)), { recursive: true });
        writeFileSync(file(app, name), text);
      },
    };
  },
  bucket: async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'gate-'));
    const bucket = `gate-${(buckets += 1)}`;
    const at = (app) => bucketStore({ bucket, prefix: app, endpoint: s3.endpoint });
    await at('shell').client.send(new CreateBucketCommand({ Bucket: bucket }));
    const objects = async (app) =>
      (await at('shell').client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${app}/` }))).Contents ?? [];
    return {
      root,
      args: () => ['--bucket', bucket, '--endpoint', s3.endpoint],
      served: async (app) => (await objects(app)).length > 0 || (await objects(`_releases/${app}`)).length > 0,
      read: async (app, name) => (await at(app).readServed(name))?.toString('utf8') ?? null,
      write: (app, name, text) => at(app).client.send(new PutObjectCommand({ Bucket: bucket, Key: `${app}/${name}`, Body: text })),
    };
  },
});

/** Runs the tool; its output, or its refusal's message. */
export const run = (...args) =>
  releaseCommand(args).then(
    (output) => ({ ok: true, output }),
    (error) => ({ ok: false, output: error.message }),
  );

/** A site of `makeTarget` with a tool bound to it: `tool(command, app, appDir, ...extra)`. */
export async function siteOf(makeTarget) {
  const site = await makeTarget();
  return { ...site, tool: (command, app, dir, ...extra) => run(command, dir, ...site.args(app), ...extra) };
}

/**
 * A site with the shell and pricing live: the shell released first (with --force: no remote is live to check it
 * against), then pricing.
 */
export async function liveSite(makeTarget, shell = SHELL) {
  const site = await siteOf(makeTarget);
  const quiet = console.warn;
  console.warn = () => {};
  try {
    const first = await site.tool('publish', 'shell', shellBuild(site.root, '1.0.0', shell), '--force');
    if (!first.ok) throw new Error(first.output);
  } finally {
    console.warn = quiet;
  }
  const pricing = await site.tool('publish', 'mfe-pricing', remoteBuild(site.root, 'mfe-pricing', '1.0.0'));
  if (!pricing.ok) throw new Error(pricing.output);
  return site;
}
