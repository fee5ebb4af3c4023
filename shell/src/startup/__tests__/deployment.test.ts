import defaultConfig from '../../../../shared/site-config.json';
import { deploymentChanges, fetchDeployedFiles, prerenderedDeployment, rememberDeployedFiles } from '../deployment';

const remoteMap = {
  landing: 'http://localhost:3001/mf-manifest.json',
  pricing: 'http://localhost:3002/mf-manifest.json',
  articles: 'http://localhost:3003/mf-manifest.json',
  legal: 'http://localhost:3004/mf-manifest.json',
  demo_call: 'http://localhost:3005/mf-manifest.json',
};
const swappedPricing = { ...remoteMap, pricing: 'http://localhost:3010/compatible/mf-manifest.json' };

/** Writes the data blocks the prerender puts into every page. */
function prerenderedWith(files: Record<string, unknown>) {
  document.head.innerHTML = Object.entries(files)
    .map(([file, json]) => `<script type="application/json" data-deployed-file="${file}">${JSON.stringify(json)}</script>`)
    .join('');
}

/** Answers each deployed file with the given body, or the given status. */
function deployed(files: Record<string, unknown | number>) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const body = files[String(input)];
    if (typeof body === 'number') return new Response('Not Found', { status: body });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
});
afterEach(() => jest.restoreAllMocks());

describe('prerenderedDeployment', () => {
  it('reads the site config and remote map written into the page, with no request', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    prerenderedWith({ '/site-config.json': defaultConfig, '/remotes.json': remoteMap });
    const deployment = prerenderedDeployment();
    expect(deployment?.remoteMap).toEqual(remoteMap);
    expect(deployment?.config.productName).toBe(defaultConfig.productName);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is null on a page that was not prerendered', () => {
    expect(prerenderedDeployment()).toBeNull();
  });

  it('names the file and field of a bad value written into the page', () => {
    prerenderedWith({ '/site-config.json': defaultConfig, '/remotes.json': { ...remoteMap, legal: 'not a url' } });
    expect(() => prerenderedDeployment()).toThrow(/\/remotes.json .*"legal" must be an http\(s\) URL/);
  });

  it('starts with the deployed file an earlier visit found newer than the page', async () => {
    prerenderedWith({ '/site-config.json': defaultConfig, '/remotes.json': remoteMap });
    deployed({ '/site-config.json': defaultConfig, '/remotes.json': swappedPricing });
    rememberDeployedFiles(await fetchDeployedFiles());
    expect(prerenderedDeployment()?.remoteMap).toEqual(swappedPricing);
  });

  it('forgets that once the pages are prerendered with the newer file', async () => {
    prerenderedWith({ '/site-config.json': defaultConfig, '/remotes.json': remoteMap });
    deployed({ '/site-config.json': defaultConfig, '/remotes.json': swappedPricing });
    rememberDeployedFiles(await fetchDeployedFiles());
    prerenderedWith({ '/site-config.json': defaultConfig, '/remotes.json': { ...remoteMap, legal: 'http://localhost:3014/mf-manifest.json' } });
    expect(prerenderedDeployment()?.remoteMap.legal).toBe('http://localhost:3014/mf-manifest.json');
  });
});

describe('fetchDeployedFiles', () => {
  it('says a file is missing on a 404', async () => {
    deployed({ '/site-config.json': defaultConfig, '/remotes.json': 404 });
    await expect(fetchDeployedFiles()).rejects.toThrow('/remotes.json is missing (HTTP 404)');
  });

  it('says a file is not valid JSON', async () => {
    deployed({ '/site-config.json': '{ "productName": ', '/remotes.json': remoteMap });
    await expect(fetchDeployedFiles()).rejects.toThrow('/site-config.json is not valid JSON');
  });

  it('says a file is missing, not "not valid JSON", on a host that falls back to index.html', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    await expect(fetchDeployedFiles()).rejects.toThrow(/is missing \(the server answered with a web page\)/);
  });

  it('says a file could not be fetched when the network fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchDeployedFiles()).rejects.toThrow(/could not be fetched \(Failed to fetch\)/);
  });
});

describe('deploymentChanges', () => {
  it('names the remotes whose source changed, and whether the config did', async () => {
    deployed({ '/site-config.json': defaultConfig, '/remotes.json': remoteMap });
    const started = (await fetchDeployedFiles()).deployment;
    deployed({ '/site-config.json': { ...defaultConfig, phone: '+1 555 0100' }, '/remotes.json': swappedPricing });
    const now = (await fetchDeployedFiles()).deployment;
    expect(deploymentChanges(started, now)).toEqual({ config: true, remotes: ['pricing'] });
    expect(deploymentChanges(started, started)).toEqual({ config: false, remotes: [] });
  });
});
