import * as v from 'valibot';
import { fetchDeployedJson } from '../deployment/fetch-deployed-json';
import { DEMO_AGENT_KEYS, type DemoAgentKey } from '../demo-agents/demo-agent-keys';
import { describeIssues } from '../validation/describe-issues';
import { SITE_PATH } from '../navigation/site-path';
import { fieldEventsSetting, type FieldEventsConfig } from './field-events-setting';

export type { FieldEventsConfig };

/** Where the shell and every standalone remote find the deployer's settings. */
export const SITE_CONFIG_PATH = '/site-config.json';

const HTTP_URL = 'must be an http(s) URL';
const webUrl = v.pipe(v.string(HTTP_URL), v.regex(/^https?:\/\//i, HTTP_URL), v.url(HTTP_URL));
// A site-relative path ("/media/demo.mp4") is allowed where the file can ship with the site.
const webUrlOrPath = v.union([webUrl, v.pipe(v.string(), v.regex(SITE_PATH))], 'must be an http(s) URL or a path starting with /');

const coreSchema = v.object({
  productName: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.minLength(1, 'must not be empty'),
    v.maxLength(40, 'must be at most 40 characters'),
  ),
  phone: v.pipe(v.string('must be text'), v.regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number such as +1 415 555 0134')),
  email: v.pipe(v.string('must be an e-mail address'), v.email('must be an e-mail address')),
  social: v.object({ x: webUrl, instagram: webUrl, linkedin: webUrl }, 'must hold x, instagram and linkedin links'),
  dashboardUrl: webUrl,
  bookingUrl: webUrl,
  demoVideoUrl: webUrlOrPath,
  /** Public address of the site, for canonical links and sitemaps. */
  siteUrl: webUrl,
  /**
   * Whether a tab may point a remote at a development server (`?preview-dev-server=`): never on a public site unless
   * its deployer says so; a site on localhost always may.
   */
  previews: v.optional(
    v.object(
      { allowDevServers: v.optional(v.boolean('must be true or false'), false) },
      'must be an object such as { "allowDevServers": false }',
    ),
    { allowDevServers: false },
  ),
});

const assistantId = v.pipe(v.string('must not be empty'), v.trim(), v.minLength(1, 'must not be empty'));

const demoCallSchema = v.object(
  {
    publicKey: v.pipe(v.string('must be a Vapi public key (a UUID)'), v.uuid('must be a Vapi public key (a UUID)')),
    apiBaseUrl: v.optional(webUrl),
    assistantIds: v.object(
      Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, assistantId])) as Record<DemoAgentKey, typeof assistantId>,
      'must list an assistant id for each of the 8 demo agents',
    ),
  },
  'must hold publicKey and assistantIds',
);

export type SiteCoreConfig = v.InferOutput<typeof coreSchema>;

/** Live demo settings: either usable, or the plain reason why demos are off. */
export type DemoCallConfig = ({ available: true } & v.InferOutput<typeof demoCallSchema>) | { available: false; reason: string };

export interface SiteConfig extends SiteCoreConfig {
  demoCall: DemoCallConfig;
  fieldEvents: FieldEventsConfig;
}

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/**
 * Checks the deployer's JSON. A bad brand, contact or link value is fatal and
 * named; a bad demo-call or field-events section only switches that part off, with the reason.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new SiteConfigError(`${SITE_CONFIG_PATH} must hold a JSON object`);
  }
  const core = v.safeParse(coreSchema, raw);
  if (!core.success) throw new SiteConfigError(`${SITE_CONFIG_PATH}: ${describeIssues(core.issues)}`);
  const demo = v.safeParse(demoCallSchema, (raw as Record<string, unknown>).vapi);
  const demoCall: DemoCallConfig = demo.success
    ? { available: true, ...demo.output }
    : { available: false, reason: describeIssues(demo.issues, 'vapi') };
  return { ...core.output, demoCall, fieldEvents: fieldEventsSetting((raw as Record<string, unknown>).fieldEvents) };
}

/** Fetches and checks the config; every failure becomes a SiteConfigError that names the problem. */
export async function loadSiteConfig(url: string = SITE_CONFIG_PATH): Promise<SiteConfig> {
  return parseSiteConfig(await fetchDeployedJson(url, (message) => new SiteConfigError(message)));
}
