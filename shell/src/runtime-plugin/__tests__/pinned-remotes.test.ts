import { createHash, webcrypto } from 'node:crypto';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type * as pinnedRemotes from '../pinned-remotes';
import type * as pinState from '../../composition/pin-state';
import { failedItsPin, pinRemote } from '../../composition/pin-state';
import { checkRemotePins, pinnedRemotesPlugin } from '../pinned-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn() }));

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const MANIFEST_URL = 'http://localhost:3002/mf-manifest.json';
const ENTRY_URL = 'http://localhost:3002/remoteEntry.js';
const CHUNK_URL = 'http://localhost:3002/assets/page.1.js';

/** The files a remote's origin serves, and the deployed remotes.json; fetched as a browser does, checked against `integrity`. */
let served: Record<string, string>;
function browserFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  const url = String(input);
  const body = served[url];
  if (body === undefined) return Promise.reject(new TypeError('Failed to fetch'));
  if (init.integrity && !init.integrity.split(' ').includes(sri(body))) return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(new Response(body));
}

/** The deployed remotes.json, pricing pinned to a release of it. */
const deployedMap = (version: string) =>
  JSON.stringify({
    landing: 'http://localhost:3001/mf-manifest.json',
    pricing: { entry: MANIFEST_URL, integrity: pinOf(version) },
    articles: 'http://localhost:3003/mf-manifest.json',
    legal: 'http://localhost:3004/mf-manifest.json',
    demo_call: 'http://localhost:3005/mf-manifest.json',
  });
const manifest = (version: string) =>
  JSON.stringify({ metaData: { buildInfo: { buildVersion: version }, integrity: { 'assets/page.1.js': sri('chunk') } } });
const pinOf = (version: string) => ({ manifest: sri(manifest(version)), remoteEntry: sri(`entry ${version}`) });

type Hook<Name extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[Name]>;
const plugin = pinnedRemotesPlugin();
const remoteInfo = { name: 'pricing', entry: ENTRY_URL } as never;

/** The runtime fetching the manifest: the plugin's answer, or its own plain fetch when the plugin leaves it. */
async function fetchManifest() {
  const answer = await (plugin.fetch as Hook<'fetch'>)(MANIFEST_URL, {}, remoteInfo);
  const response = answer || (await browserFetch(MANIFEST_URL));
  const manifestJson = await response.json();
  (plugin.loadRemoteSnapshot as Hook<'loadRemoteSnapshot'>)({
    moduleInfo: { name: 'pricing' },
    manifestJson,
    manifestUrl: MANIFEST_URL,
  } as never);
  return manifestJson as { metaData: { buildInfo: { buildVersion: string } } };
}
const scriptFor = (url: string) =>
  (plugin.createScript as Hook<'createScript'>)({ url, attrs: { fetchpriority: 'high' }, remoteInfo }) as HTMLScriptElement | undefined;
const linkFor = (url: string) =>
  (plugin.createLink as Hook<'createLink'>)({ url, attrs: { rel: 'stylesheet' }, remoteInfo }) as HTMLLinkElement | undefined;

beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  // The page's listener for files that fail to load, as the shell starts it.
  checkRemotePins();
});
beforeEach(() => {
  served = { [MANIFEST_URL]: manifest('1.0.0'), [ENTRY_URL]: 'entry 1.0.0', [CHUNK_URL]: 'chunk' };
  served['http://localhost/remotes.json'] = deployedMap('1.0.0');
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(((input: RequestInfo | URL, init?: RequestInit) =>
      browserFetch(new URL(String(input), 'http://localhost/'), init)) as typeof fetch);
});
afterEach(() => jest.restoreAllMocks());

describe('a remote remotes.json pins', () => {
  beforeEach(() => pinRemote('pricing', { entry: MANIFEST_URL, integrity: pinOf('1.0.0') }));

  it('loads its manifest checked against the pin, then its entry and the files its manifest lists as pinned scripts and links over CORS', async () => {
    expect((await fetchManifest()).metaData.buildInfo.buildVersion).toBe('1.0.0');
    expect(globalThis.fetch).toHaveBeenCalledWith(MANIFEST_URL, { integrity: pinOf('1.0.0').manifest });
    // As attributes: the browser reads them as the element loads (crossorigin "" is anonymous).
    const attributes = (element: Element | undefined, names: string[]) => names.map((name) => element?.getAttribute(name));
    expect(attributes(scriptFor(ENTRY_URL), ['integrity', 'crossorigin', 'fetchpriority'])).toEqual([
      pinOf('1.0.0').remoteEntry,
      '',
      'high',
    ]);
    expect(attributes(scriptFor(CHUNK_URL), ['integrity', 'crossorigin'])).toEqual([sri('chunk'), '']);
    expect(attributes(linkFor(CHUNK_URL), ['href', 'rel', 'integrity', 'crossorigin'])).toEqual([
      CHUNK_URL,
      'stylesheet',
      sri('chunk'),
      '',
    ]);
    expect(await failedItsPin('pricing')).toBe(false);
  });

  it('refuses a manifest with other bytes than the pinned ones, and the failure is a pin failure', async () => {
    served[MANIFEST_URL] = manifest('6.6.6');
    await expect(fetchManifest()).rejects.toThrow(`pricing: ${MANIFEST_URL} does not match its pin`);
    expect(await failedItsPin('pricing')).toBe(true);
  });

  it('takes the pin the deployed remotes.json gives now, for a page opened before a release', async () => {
    served[MANIFEST_URL] = manifest('2.0.0');
    served['http://localhost/remotes.json'] = deployedMap('2.0.0');
    expect((await fetchManifest()).metaData.buildInfo.buildVersion).toBe('2.0.0');
    expect(scriptFor(ENTRY_URL)!.getAttribute('integrity')).toBe(pinOf('2.0.0').remoteEntry);
    expect(await failedItsPin('pricing')).toBe(false);
  });

  it('lets a manifest that does not arrive fail as the remote being down, not as a pin failure', async () => {
    delete served[MANIFEST_URL];
    await expect(fetchManifest()).rejects.toThrow('Failed to fetch');
    expect(await failedItsPin('pricing')).toBe(false);
  });

  it('refuses a file its manifest does not pin, leaving it to the remote’s own pinned code', async () => {
    await fetchManifest();
    expect(() => scriptFor('http://localhost:3002/assets/other.2.js')).toThrow('is not pinned');
    expect(await failedItsPin('pricing')).toBe(false);
  });

  it('tells a file that failed to load with other bytes from one that did not arrive', async () => {
    await fetchManifest();
    const changed = scriptFor(ENTRY_URL)!;
    changed.src = ENTRY_URL;
    served[ENTRY_URL] = 'entry 6.6.6';
    document.head.append(changed);
    changed.dispatchEvent(new Event('error'));
    // The runtime waits for what the element's error handler returns before it fails the load.
    await (changed.onerror as () => Promise<boolean>)();
    expect(await failedItsPin('pricing')).toBe(true);

    pinRemote('pricing', { entry: MANIFEST_URL, integrity: pinOf('1.0.0') });
    await fetchManifest();
    const unreachable = scriptFor(CHUNK_URL)!;
    unreachable.src = CHUNK_URL;
    delete served[CHUNK_URL];
    document.head.append(unreachable);
    unreachable.dispatchEvent(new Event('error'));
    expect(await failedItsPin('pricing')).toBe(false);
  });
});

it('refuses a remote listed by its remoteEntry.js: it has no manifest to check first', async () => {
  pinRemote('pricing', { entry: ENTRY_URL });
  expect(() => scriptFor(ENTRY_URL)).toThrow('pricing: no checked manifest');
  expect(await failedItsPin('pricing')).toBe(true);
});

it('loads a remote remotes.json does not pin unchecked, in a local build, and says so', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  pinRemote('pricing', { entry: MANIFEST_URL });
  await fetchManifest();
  expect(warn).toHaveBeenCalledWith('pricing: not pinned in remotes.json, loaded unchecked');
  expect(scriptFor(ENTRY_URL)).toBeUndefined();
});

it('refuses a remote remotes.json does not pin in a production build', () => {
  (globalThis as Record<string, unknown>).__REMOTES_MUST_BE_PINNED__ = true;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module, built as for production
      const production = require('../pinned-remotes') as typeof pinnedRemotes;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the pins that fresh module reads
      (require('../../composition/pin-state') as typeof pinState).pinRemote('pricing', { entry: MANIFEST_URL });
      expect(() => (production.pinnedRemotesPlugin().fetch as Hook<'fetch'>)(MANIFEST_URL, {}, remoteInfo)).toThrow(
        'pricing: not pinned in remotes.json',
      );
    });
  } finally {
    (globalThis as Record<string, unknown>).__REMOTES_MUST_BE_PINNED__ = false;
  }
});
