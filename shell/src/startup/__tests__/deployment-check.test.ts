import defaultConfig from '../../../../shared/site-config.json';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { replaceRemotes } from '../../composition/remote-replacement';
import { checkDeployedFiles } from '../deployment-check';
import { parseRemoteMap } from '../../composition/remote-map';

jest.mock('../../composition/remote-replacement', () => ({ replaceRemotes: jest.fn() }));

const remoteMap = {
  landing: 'http://localhost:3001/mf-manifest.json',
  pricing: 'http://localhost:3002/mf-manifest.json',
  articles: 'http://localhost:3003/mf-manifest.json',
  legal: 'http://localhost:3004/mf-manifest.json',
  demo_call: 'http://localhost:3005/mf-manifest.json',
};
const started = { config: parseSiteConfig(defaultConfig), remoteMap: parseRemoteMap(remoteMap) };

function deployed(config: unknown, remotes: unknown) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    Response.json(String(input) === '/site-config.json' ? config : remotes),
  );
}

beforeEach(() => jest.mocked(replaceRemotes).mockReset());
afterEach(() => jest.restoreAllMocks());

describe('checkDeployedFiles', () => {
  it('swaps in a remote deployed since the page was prerendered, and only that one', async () => {
    const swapped = 'http://localhost:3010/compatible/mf-manifest.json';
    deployed(defaultConfig, { ...remoteMap, pricing: swapped });
    await expect(checkDeployedFiles(started)).resolves.toEqual({ config: started.config });
    expect(replaceRemotes).toHaveBeenCalledWith({ pricing: swapped });
  });

  it('runs with the deployed config from then on', async () => {
    deployed({ ...defaultConfig, phone: '+1 555 0100' }, remoteMap);
    const checked = await checkDeployedFiles(started);
    expect(checked.config.phone).toBe('+1 555 0100');
    expect(replaceRemotes).not.toHaveBeenCalled();
  });

  it('names the file and field of a broken deployment', async () => {
    deployed(defaultConfig, { ...remoteMap, legal: 'not a url' });
    const checked = await checkDeployedFiles(started);
    expect(checked.failure).toMatch(/\/remotes.json .*"legal" must be an http\(s\) URL/);
  });

  it('carries on with the page’s own copies when the files cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkDeployedFiles(started)).resolves.toEqual({ config: started.config });
  });
});
