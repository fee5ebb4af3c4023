import { z } from '../validation/csp-safe-zod';
import { fetchDeployedJson } from '../deployment/fetch-deployed-json';
import { DEMO_AGENT_KEYS, type DemoAgentKey } from '../demo-call/demo-agent-keys';

/** Where the shell and every standalone remote find the deployer's settings. */
export const SITE_CONFIG_PATH = '/site-config.json';

const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
// A site-relative path ("/media/demo.mp4") is allowed where the file can ship with the site.
const webUrlOrPath = z.union([webUrl, z.string().regex(/^\/[^/]/)], {
  error: 'must be an http(s) URL or a path starting with /',
});

const coreSchema = z.object({
  productName: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'),
  phone: z.string().regex(/^\+?[0-9 ()-]{7,20}$/, 'must be a phone number such as +1 415 555 0134'),
  email: z.email({ error: 'must be an e-mail address' }),
  social: z.object({ x: webUrl, instagram: webUrl, linkedin: webUrl }),
  dashboardUrl: webUrl,
  bookingUrl: webUrl,
  demoVideoUrl: webUrlOrPath,
});

const assistantId = z.string().trim().min(1, 'must not be empty');

const demoCallSchema = z.object({
  publicKey: z.uuid({ error: 'must be a Vapi public key (a UUID)' }),
  apiBaseUrl: webUrl.optional(),
  assistantIds: z.object(
    Object.fromEntries(DEMO_AGENT_KEYS.map((key) => [key, assistantId])) as Record<DemoAgentKey, typeof assistantId>,
  ),
});

export type SiteCoreConfig = z.infer<typeof coreSchema>;

/** Live demo settings: either usable, or the plain reason why demos are off. */
export type DemoCallConfig =
  | ({ available: true } & z.infer<typeof demoCallSchema>)
  | { available: false; reason: string };

export interface SiteConfig extends SiteCoreConfig {
  demoCall: DemoCallConfig;
}

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

function describeIssues(issues: readonly z.core.$ZodIssue[], prefix: string): string {
  return issues
    .map((issue) => {
      const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      return `"${field || '(root)'}" ${issue.message}`;
    })
    .join('; ');
}

/**
 * Checks the deployer's JSON. A bad brand, contact or link value is fatal and
 * named; a bad demo-call section only switches live demos off, with the reason.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new SiteConfigError(`${SITE_CONFIG_PATH} must hold a JSON object`);
  }
  const core = coreSchema.safeParse(raw);
  if (!core.success) {
    throw new SiteConfigError(`${SITE_CONFIG_PATH}: ${describeIssues(core.error.issues, '')}`);
  }
  const demo = demoCallSchema.safeParse((raw as Record<string, unknown>).vapi);
  const demoCall: DemoCallConfig = demo.success
    ? { available: true, ...demo.data }
    : { available: false, reason: describeIssues(demo.error.issues, 'vapi') };
  return { ...core.data, demoCall };
}

/** Fetches and checks the config; every failure becomes a SiteConfigError that names the problem. */
export async function loadSiteConfig(url: string = SITE_CONFIG_PATH): Promise<SiteConfig> {
  return parseSiteConfig(await fetchDeployedJson(url, (message) => new SiteConfigError(message)));
}
