import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_REGISTRY } from '@callvera/shared/registry';

/**
 * Only one Daily may ship: the remote pins daily-js to the version @vapi-ai/web
 * itself resolves, and the lockfile must hold no other. The offline call machine
 * in e2e is tied to this version too, so an upgrade has to pass through here.
 */
const root = path.join(__dirname, '../../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the call library versions', () => {
  const manifest = JSON.parse(read('mfe-demo-call/package.json')) as { dependencies: Record<string, string> };
  const lockfile = read('pnpm-lock.yaml');

  it('pins @vapi-ai/web and @daily-co/daily-js exactly', () => {
    expect(manifest.dependencies['@vapi-ai/web']).toBe('2.7.1');
    expect(manifest.dependencies['@daily-co/daily-js']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('resolves a single daily-js, the one @vapi-ai/web depends on', () => {
    const dailyVersions = new Set([...lockfile.matchAll(/^ {2}'@daily-co\/daily-js@([^']+)':/gm)].map((match) => match[1]));
    expect([...dailyVersions]).toEqual([manifest.dependencies['@daily-co/daily-js']]);
    const vapiEntry = lockfile.split(/\n {2}'@vapi-ai\/web@2\.7\.1':\n/)[2] ?? '';
    expect(vapiEntry).toMatch(new RegExp(`'@daily-co/daily-js': ${manifest.dependencies['@daily-co/daily-js']!.replace(/\./g, '\\.')}\\n`));
  });

  it("lets Daily's call machine in, by the registry's CSP, at the daily-js version pinned here", () => {
    // Daily fetches its call-machine bundle from a path named by its own version.
    const sources = SITE_REGISTRY.thirdParties.flatMap((party) => party.sources).filter((source) => source.includes('/call-machine/'));
    expect(sources).toEqual([`https://c.daily.co/call-machine/versioned/${manifest.dependencies['@daily-co/daily-js']}/`]);
  });
});
