import defaultConfig from '../../../../shared/site-config.json';
import { parseSiteConfig } from '@callvera/shared/site-config';
import { checkSiteConfig, prerenderedSiteConfig } from '../deployment';

const prerendered = parseSiteConfig(defaultConfig);

/** Writes the data block the prerender puts into every page. */
function pageCarries(json: unknown) {
  document.head.innerHTML = `<script type="application/json" data-deployed-file="/site-config.json">${JSON.stringify(json)}</script>`;
}

function deployed(body: unknown, init?: ResponseInit) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, init));
}

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => jest.restoreAllMocks());

describe('prerenderedSiteConfig', () => {
  it('reads the site config written into the page, with no request', () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    pageCarries(defaultConfig);
    expect(prerenderedSiteConfig()?.productName).toBe(defaultConfig.productName);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is null on a page that was not prerendered', () => {
    expect(prerenderedSiteConfig()).toBeNull();
  });

  it('names the file and field of a bad value written into the page', () => {
    pageCarries({ ...defaultConfig, email: 'not an address' });
    expect(() => prerenderedSiteConfig()).toThrow(/\/site-config.json: "email" must be an e-mail address/);
  });
});

describe('checkSiteConfig', () => {
  it('runs with the deployed file, which may have been edited since the page was prerendered', async () => {
    deployed({ ...defaultConfig, phone: '+1 555 0100' });
    const checked = await checkSiteConfig(prerendered);
    expect(checked.config.phone).toBe('+1 555 0100');
    expect(checked.failure).toBeUndefined();
  });

  it('names the file and field of a broken deployment', async () => {
    deployed({ ...defaultConfig, email: 'not an address' });
    expect((await checkSiteConfig(prerendered)).failure).toMatch(/\/site-config.json: "email" must be an e-mail address/);
  });

  it('says the file is missing on a 404', async () => {
    deployed({}, { status: 404 });
    expect((await checkSiteConfig(prerendered)).failure).toBe('/site-config.json is missing (HTTP 404)');
  });

  it('carries on with the page’s own copy when the file cannot be reached', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(checkSiteConfig(prerendered)).resolves.toEqual({ config: prerendered });
  });
});
