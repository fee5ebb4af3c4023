import defaultConfig from '../../../../shared/site-config.json';
import { DEMO_AGENT_KEYS } from '@callvera/shared/demo-agents';
import { parseSiteConfig, type SiteConfig } from '@callvera/shared/site-config';
import { provideDemoCallEngineFromRemote } from '../../composition/demo-call-engine';
import { checkSiteConfig } from '../deployment';
import { decideDeployedSiteConfig } from '../deployed-site-config';
import { provideDemoCallEngineFor } from '../demo-call-engine-for-deployment';

jest.mock('../../composition/demo-call-engine', () => ({ provideDemoCallEngineFromRemote: jest.fn() }));
const provideEngine = jest.mocked(provideDemoCallEngineFromRemote);

/** The page's copy, as parsed from the data block the prerender wrote. */
const pageCopy = () => parseSiteConfig(defaultConfig);
/** The deployed file with live demos switched on since the prerender. */
const withLiveDemos = {
  ...defaultConfig,
  vapi: {
    publicKey: '0b6c3f7e-1d2a-4c5b-9e8f-7a6b5c4d3e2f',
    assistantIds: Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, `asst-${key}`])),
  },
};
const remotesRegistered = Promise.resolve();

function deployedFile(body: unknown, init?: ResponseInit) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, init));
}

/** Decides as the start-up does: the page's copy, checked against the deployed file. */
function startUp(page: SiteConfig) {
  const deployment = decideDeployedSiteConfig(page, checkSiteConfig(page), remotesRegistered);
  provideDemoCallEngineFor(deployment);
  return deployment;
}

afterEach(() => {
  jest.restoreAllMocks();
  provideEngine.mockClear();
});

it('keeps the very same config when the deployed file is unchanged, and provides the engine once', async () => {
  deployedFile(defaultConfig);
  const page = pageCopy();
  const deployment = startUp(page);
  const listener = jest.fn();
  deployment.subscribe(listener);

  const settled = await deployment.settled;
  expect(settled.config).toBe(page);
  expect(settled.failure).toBeUndefined();
  expect(deployment.current()).toBe(settled);
  expect(listener).not.toHaveBeenCalled();
  expect(provideEngine).toHaveBeenCalledTimes(1);
  expect(provideEngine).toHaveBeenCalledWith(page.demoCall);
});

it('runs with the checked config when the deployed file changed its demo-call settings, and provides the engine again', async () => {
  deployedFile(withLiveDemos);
  const page = pageCopy();
  const deployment = startUp(page);

  const { config } = await deployment.settled;
  expect(config.demoCall.available).toBe(true);
  expect(config.phone).toBe(page.phone);
  expect(provideEngine.mock.calls).toEqual([[page.demoCall], [config.demoCall]]);
});

it('does not provide the engine again when only other settings changed', async () => {
  deployedFile({ ...defaultConfig, phone: '+1 555 0100' });
  const page = pageCopy();
  const deployment = startUp(page);

  const { config } = await deployment.settled;
  expect(config).not.toBe(page);
  expect(config.phone).toBe('+1 555 0100');
  expect(config.demoCall).toBe(page.demoCall);
  expect(provideEngine).toHaveBeenCalledTimes(1);
});

it('names a broken deployed file as the failure', async () => {
  deployedFile({ ...defaultConfig, email: 'not an address' });
  const page = pageCopy();
  const deployment = startUp(page);
  const listener = jest.fn();
  deployment.subscribe(listener);

  const settled = await deployment.settled;
  expect(settled.failure).toMatch(/\/site-config.json: "email" must be an e-mail address/);
  expect(settled.config).toBe(page);
  expect(listener).toHaveBeenCalledTimes(1);
  expect(provideEngine).toHaveBeenCalledTimes(1);
});

it('keeps the page’s copy when the deployed file cannot be reached', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  const page = pageCopy();
  const deployment = startUp(page);

  await expect(deployment.settled).resolves.toEqual({ config: page });
  expect(deployment.current().config).toBe(page);
  expect(provideEngine).toHaveBeenCalledTimes(1);
});

it('names a broken remote map, even when the site config is broken too', async () => {
  const page = pageCopy();
  const deployment = decideDeployedSiteConfig(
    page,
    Promise.resolve({ config: page, failure: '/site-config.json is missing (HTTP 404)' }),
    Promise.reject(new Error('/remotes.json is missing (HTTP 404)')),
  );
  await deployment.settled;
  await Promise.resolve();
  expect(deployment.current()).toEqual({ config: page, failure: '/remotes.json is missing (HTTP 404)' });
});
