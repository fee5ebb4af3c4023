import { previewedMap } from '../preview-decision';
import type { RemoteMap } from '../../composition/remote-map';

const pin = (char: string) => ({ manifest: `sha384-${char.repeat(64)}`, remoteEntry: `sha384-${char.repeat(64)}` });
const LIVE = {
  landing: 'http://localhost:3001/mf-manifest.json',
  pricing: {
    variants: [
      { name: 'control', entry: 'http://localhost:3002/mf-manifest.json', weight: 50, integrity: pin('a') },
      { name: 'annual-first', entry: 'http://localhost:3002/_variants/annual-first/mf-manifest.json', weight: 50, integrity: pin('b') },
    ],
  },
  articles: 'http://localhost:3003/mf-manifest.json',
  legal: { entry: 'http://localhost:3004/mf-manifest.json', integrity: pin('c') },
  demo_call: 'http://localhost:3005/mf-manifest.json',
} as RemoteMap;

const NOW = Date.parse('2026-11-29T12:00:00Z');
const ID = '2026-11-29T10-00-00-000Z_1.5.0_3fa9c2d1e0';
const record = (fields: object = {}) => ({
  remote: 'pricing',
  release: '1.5.0+3fa9c2d1e0',
  entry: `http://localhost:3002/_preview/${ID}/mf-manifest.json`,
  integrity: pin('d'),
  createdAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-12-06T10:00:00.000Z',
  ...fields,
});
const decide = (
  request: Parameters<typeof previewedMap>[1],
  previews: unknown = { previews: { [ID]: record() } },
  allowDevServers = false,
) => previewedMap(LIVE, request, { allowDevServers, now: NOW, previews: async () => previews });

describe('a tab that opened a preview link', () => {
  it('loads the preview’s pinned build of its remote, every other remote live, and each split on its control', async () => {
    const { map, outcome } = await decide({ id: ID });
    expect(outcome).toEqual({ shown: true, remote: 'pricing', release: '1.5.0+3fa9c2d1e0', id: ID, expiresAt: '2026-12-06T10:00:00.000Z' });
    expect(map).toEqual({
      ...LIVE,
      pricing: { entry: `http://localhost:3002/_preview/${ID}/mf-manifest.json`, integrity: pin('d') },
    });
  });

  it('is in no experiment when it previews another remote: the split remote shows its control, pinned', async () => {
    const { map } = await decide(
      { id: ID },
      { previews: { [ID]: record({ remote: 'legal', entry: 'http://localhost:3004/_preview/x/mf-manifest.json' }) } },
    );
    expect(map.pricing).toEqual({ entry: 'http://localhost:3002/mf-manifest.json', integrity: pin('a') });
    expect(map.legal).toEqual({ entry: 'http://localhost:3004/_preview/x/mf-manifest.json', integrity: pin('d') });
  });

  it.each([
    [
      'an unknown preview',
      { id: 'nothing-here' },
      undefined,
      'There is no preview "nothing-here" on this site: it was never made here, or was removed long ago',
    ],
    [
      'an ended preview',
      { id: ID },
      { previews: { [ID]: record({ endedAt: '2026-11-29T11:00:00.000Z' }) } },
      `Preview ${ID} was ended on Sun, 29 Nov 2026 11:00 UTC`,
    ],
    [
      'an expired preview',
      { id: ID },
      { previews: { [ID]: record({ expiresAt: '2026-11-29T11:59:59.000Z' }) } },
      `Preview ${ID} expired on Sun, 29 Nov 2026 11:59 UTC`,
    ],
    [
      'a remote the site does not have',
      { id: ID },
      { previews: { [ID]: record({ remote: 'blog' }) } },
      `Preview ${ID} is of "blog", which is no remote of this site`,
    ],
    [
      'a build on an origin the site does not trust',
      { id: ID },
      { previews: { [ID]: record({ entry: 'https://elsewhere.example/mf-manifest.json' }) } },
      `Preview ${ID}'s build cannot be loaded: "pricing.entry" must be on an origin this site trusts, not https://elsewhere.example`,
    ],
    [
      'a previews file of the wrong shape',
      { id: ID },
      { [ID]: record() },
      '/previews.json has the wrong shape: "previews" must hold { "previews": { … } }',
    ],
  ])('refuses %s by name, and loads the live site', async (_, request, previews, problem) => {
    const { map, outcome } = await decide(request, previews);
    expect(outcome).toEqual({ shown: false, problem: expect.stringContaining(problem) });
    expect(map.pricing).toEqual({ entry: 'http://localhost:3002/mf-manifest.json', integrity: pin('a') });
    expect(map.legal).toEqual(LIVE.legal);
  });

  it('says so when the site has no previews file, and loads the live site', async () => {
    const { outcome } = await previewedMap(
      LIVE,
      { id: ID },
      {
        allowDevServers: false,
        previews: async () => {
          throw new Error('/previews.json is missing (HTTP 404)');
        },
      },
    );
    expect(outcome).toEqual({ shown: false, problem: 'No preview could be read: /previews.json is missing (HTTP 404)' });
  });
});

describe('a tab pointing a remote at a development server', () => {
  const devServer = 'pricing:http://localhost:3102/mf-manifest.json';

  it('is refused where the deployment does not allow it', async () => {
    const { map, outcome } = await decide({ devServer });
    expect(outcome).toEqual({
      shown: false,
      problem: expect.stringMatching(/^This site does not show development servers: .*previews\.allowDevServers/),
    });
    expect(map.pricing).toEqual({ entry: 'http://localhost:3002/mf-manifest.json', integrity: pin('a') });
  });

  it('loads it unpinned where allowed, but only from this computer, and only for a remote of the site', async () => {
    const { map, outcome } = await decide({ devServer }, undefined, true);
    expect(outcome).toEqual({
      shown: true,
      remote: 'pricing',
      release: 'development server',
      devServer: 'http://localhost:3102/mf-manifest.json',
    });
    expect(map.pricing).toBe('http://localhost:3102/mf-manifest.json');
    expect((await decide({ devServer: 'pricing:https://elsewhere.example/mf-manifest.json' }, undefined, true)).outcome).toEqual({
      shown: false,
      problem: expect.stringContaining('must be an http URL on this computer'),
    });
    expect((await decide({ devServer: 'blog:http://localhost:3102/mf-manifest.json' }, undefined, true)).outcome).toEqual({
      shown: false,
      problem: expect.stringContaining('names no remote of this site'),
    });
  });
});
