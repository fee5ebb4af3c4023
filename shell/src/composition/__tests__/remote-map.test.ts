import { loadRemoteMap, parseRemoteMap } from '../remote-map';
import { TRUSTED_REMOTE_ORIGINS } from '../trusted-origins';

const validMap = {
  landing: 'http://localhost:3001/mf-manifest.json',
  pricing: 'http://localhost:3002/mf-manifest.json',
  articles: 'http://localhost:3003/mf-manifest.json',
  legal: 'http://localhost:3004/mf-manifest.json',
  demo_call: 'http://localhost:3005/remoteEntry.js',
};

describe('parseRemoteMap', () => {
  it('accepts a manifest or a remote entry URL for every remote', () => {
    expect(parseRemoteMap(validMap)).toEqual(validMap);
  });

  it('names a remote that is missing', () => {
    const { pricing: _omitted, ...withoutPricing } = validMap;
    expect(() => parseRemoteMap(withoutPricing)).toThrow(/"pricing"/);
  });

  it('names a remote whose URL is not usable', () => {
    expect(() => parseRemoteMap({ ...validMap, legal: 'not a url' })).toThrow(/"legal" must be an http\(s\) URL/);
    expect(() => parseRemoteMap({ ...validMap, legal: 'http://localhost:3004/index.html' })).toThrow(
      /"legal" must point at an mf-manifest.json or a remote entry .js file/,
    );
  });

  it('refuses plain http anywhere but this machine, naming the file and the remote', () => {
    // Even an origin on the trusted list: a network between could answer for it.
    const trusted = [...TRUSTED_REMOTE_ORIGINS, 'http://pricing.callvera.test'];
    expect(() => parseRemoteMap({ ...validMap, pricing: 'http://pricing.callvera.test/mf-manifest.json' }, trusted)).toThrow(
      /^\/remotes\.json has the wrong shape: "pricing" must be an https URL \(plain http only on localhost or 127\.0\.0\.1\)$/,
    );
  });

  it('refuses a remote on an origin the site does not trust, naming the file, the remote and the origin', () => {
    expect(() => parseRemoteMap({ ...validMap, pricing: 'https://cdn.example.com/pricing/mf-manifest.json' })).toThrow(
      /^\/remotes\.json has the wrong shape: "pricing" must be on an origin this site trusts, not https:\/\/cdn\.example\.com \(trusted: http:\/\/localhost:3001, /,
    );
    expect(() => parseRemoteMap({ ...validMap, legal: 'http://127.0.0.1:3004/mf-manifest.json' })).toThrow(
      /"legal" must be on an origin this site trusts, not http:\/\/127\.0\.0\.1:3004/,
    );
  });

  it('accepts https and loopback origins the site trusts, in any remote and variant', () => {
    const production = ['https://landing.callvera.ai', 'https://pricing.callvera.ai'];
    const map = {
      ...validMap,
      landing: 'https://landing.callvera.ai/mf-manifest.json',
      pricing: 'https://pricing.callvera.ai/remoteEntry.js',
    };
    expect(parseRemoteMap(map, [...production, 'http://localhost:3003', 'http://localhost:3004', 'http://localhost:3005'])).toEqual(map);
    // The e2e fixture remote, which the local deployment trusts beside the remotes.
    expect(parseRemoteMap({ ...validMap, pricing: 'http://localhost:3010/compatible/mf-manifest.json' }).pricing).toBe(
      'http://localhost:3010/compatible/mf-manifest.json',
    );
  });

  it('names an untrusted origin inside an experiment', () => {
    const variants = [
      { name: 'control', entry: 'http://localhost:3002/mf-manifest.json', weight: 50 },
      { name: 'elsewhere', entry: 'https://evil.example/mf-manifest.json', weight: 50 },
    ];
    expect(() => parseRemoteMap({ ...validMap, pricing: { variants } })).toThrow(
      /"pricing.variants.1.entry" must be on an origin this site trusts, not https:\/\/evil\.example/,
    );
  });

  it('accepts a remote pinned by the release tool, and pinned variants, with both pins while a release swaps files', () => {
    const pin = { manifest: `sha384-${'A'.repeat(64)}`, remoteEntry: `sha384-${'B'.repeat(64)} sha384-${'C'.repeat(64)}` };
    const variants = [
      { name: 'control', entry: 'http://localhost:3002/mf-manifest.json', weight: 50, integrity: pin },
      { name: 'annual-first', entry: 'http://localhost:3002/annual-first/mf-manifest.json', weight: 50 },
    ];
    const map = { ...validMap, landing: { entry: validMap.landing, integrity: pin }, pricing: { variants } };
    expect(parseRemoteMap(map)).toEqual(map);
  });

  it('names a pin that is not a sha384 hash in the Subresource Integrity format (a browser would skip a malformed one)', () => {
    const pinned = (integrity: object) => ({ ...validMap, pricing: { entry: validMap.pricing, integrity } });
    expect(() => parseRemoteMap(pinned({ manifest: 'sha256-abc', remoteEntry: `sha384-${'B'.repeat(64)}` }))).toThrow(
      /"pricing.integrity.manifest" must be sha384 hashes in the Subresource Integrity format/,
    );
    expect(() => parseRemoteMap(pinned({ manifest: `sha384-${'A'.repeat(64)}` }))).toThrow(/"pricing.integrity.remoteEntry"/);
    expect(() => parseRemoteMap({ ...validMap, pricing: { entry: validMap.pricing } })).toThrow(/"pricing.integrity"/);
  });

  it('names an unknown remote', () => {
    expect(() => parseRemoteMap({ ...validMap, blog: 'http://x.test/mf-manifest.json' })).toThrow(
      /"blog" is not a remote this shell knows/,
    );
  });

  it('refuses anything that is not an object', () => {
    expect(() => parseRemoteMap([validMap])).toThrow('/remotes.json must hold a JSON object');
    expect(() => parseRemoteMap(null)).toThrow('/remotes.json must hold a JSON object');
  });
});

describe('loadRemoteMap', () => {
  const respond = (body: string, status = 200) => jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status }));

  afterEach(() => jest.restoreAllMocks());

  it('says the map is missing on a 404', async () => {
    respond('Not Found', 404);
    await expect(loadRemoteMap()).rejects.toThrow('/remotes.json is missing (HTTP 404)');
  });

  it('says the map is not valid JSON', async () => {
    respond('{ "landing": ');
    await expect(loadRemoteMap()).rejects.toThrow('/remotes.json is not valid JSON');
  });

  it('says the map could not be fetched when the network fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRemoteMap()).rejects.toThrow('/remotes.json could not be fetched (Failed to fetch)');
  });

  it('returns the checked map', async () => {
    respond(JSON.stringify(validMap));
    await expect(loadRemoteMap()).resolves.toEqual(validMap);
  });
});

describe('loadRemoteMap on a host that falls back to index.html', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says the map is missing rather than "not valid JSON"', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await expect(loadRemoteMap()).rejects.toThrow('/remotes.json is missing (the server answered with a web page)');
  });
});

describe('parseRemoteMap with an experiment', () => {
  const variants = [
    { name: 'control', entry: 'http://localhost:3002/mf-manifest.json', weight: 50 },
    { name: 'annual-first', entry: 'http://localhost:3002/annual-first/mf-manifest.json', weight: 50 },
  ];

  it('accepts weighted variants that start with the control', () => {
    expect(parseRemoteMap({ ...validMap, pricing: { variants } }).pricing).toEqual({ variants });
  });

  it('names what is wrong with an experiment', () => {
    expect(() => parseRemoteMap({ ...validMap, pricing: { variants: [...variants].reverse() } })).toThrow(
      /"pricing.variants.0.name" must start with the variant named "control"/,
    );
    expect(() => parseRemoteMap({ ...validMap, pricing: { variants: [variants[0]] } })).toThrow(/at least two variants/);
    expect(() => parseRemoteMap({ ...validMap, pricing: { variants: variants.map((variant) => ({ ...variant, weight: 0 })) } })).toThrow(
      /weight above 0/,
    );
  });
});
