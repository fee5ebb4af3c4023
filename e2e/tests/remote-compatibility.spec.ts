import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtRelease } from '../support/built-release';
import { editDeployedJson } from '../support/deployed-files';
import { sharedCopies } from '../support/shared-copies';
import { expect, pricingForkManifest, pricingForkOrigin, test } from '../support/site-test';

// Pricing as a team forks it (e2e/remotes/pricing-fork): its own package.json and lockfile, installed and built
// apart from this workspace, against other versions than the shell's, and against other majors.

const FORK_HEADING = 'Pricing, as the pricing team forked it';
const unavailable = { name: 'Pricing is temporarily unavailable' };
/** Modules the page shares once, and those of them the fork's page uses. */
const SHARED_ONCE = ['react', 'react/jsx-runtime', 'react-dom', 'zustand', '@callvera/shared/toast', '@callvera/shared/demo-call'];
const USED_BY_THE_FORK = ['react', 'react/jsx-runtime', 'zustand', '@callvera/shared/toast', '@callvera/shared/demo-call'];

let restoreRemoteMap: (() => void) | undefined;
test.afterEach(() => {
  restoreRemoteMap?.();
  restoreRemoteMap = undefined;
});

/** Points "pricing" at one build of the fork, as an operator editing the deployed remotes.json would. */
function pricingIsTheFork(variant: string) {
  restoreRemoteMap = editDeployedJson<Record<string, unknown>>('remotes.json', (map) => ({
    ...map,
    pricing: pricingForkManifest(variant),
  }));
}

test('the fork, built apart against other minors and patches, composes with the shell on one React and one copy of each store', async ({
  page,
  pageErrors,
}) => {
  pricingIsTheFork('compatible');
  const unsatisfied: string[] = [];
  page.on('console', (message) => /does not satisfy/.test(message.text()) && unsatisfied.push(message.text()));
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: FORK_HEADING })).toBeVisible();

  const sharing = await sharedCopies(page);
  for (const name of SHARED_ONCE) {
    expect(sharing[name]?.loaded, `${name}: one copy, the shell's`).toEqual([expect.stringMatching(/ from shell$/)]);
  }
  for (const name of USED_BY_THE_FORK) expect(sharing[name]?.usedBy, name).toEqual(expect.arrayContaining(['shell', 'pricing']));
  // Built apart: the fork brought React and zustand at other versions than the shell's, and they stayed unloaded.
  for (const name of ['react', 'react-dom', 'zustand']) {
    const shellCopy = sharing[name]!.loaded[0]!.replace(/ from shell$/, '');
    const forkCopies = sharing[name]!.registered.filter((copy) => copy.endsWith(' from pricing'));
    expect(forkCopies, name).toHaveLength(1);
    expect(forkCopies[0], `${name} of the fork is another version than the shell's ${shellCopy}`).not.toBe(`${shellCopy} from pricing`);
  }
  const reactVersion = sharing.react!.loaded[0]!.replace(/ from shell$/, '');
  await expect(page.getByText(`rendered by React ${reactVersion}`)).toBeVisible();

  // The fork's own zustand store runs on the shell's zustand; its toast reaches the shell's toast area.
  await page.getByRole('button', { name: 'Compare annual prices' }).click();
  await expect(page.getByRole('button', { name: 'Compare annual prices' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Comparing annual prices.')).toBeVisible();
  await page.getByRole('button', { name: 'Raise a test toast' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Hello from the forked pricing page')).toBeVisible();
  expect(unsatisfied).toEqual([]);
  expect(pageErrors).toEqual([]);
});

const REFUSED = [
  { variant: 'react-major', built: 'against React 18' },
  { variant: 'zustand-major', built: 'against zustand 4' },
  { variant: 'shared-major', built: 'against a later major of @callvera/shared/toast' },
  { variant: 'federation-runtime', built: 'to borrow a federation runtime the shell does not lend' },
  // Misconfigured: what it bundles, not what it declares, decides.
  { variant: 'react-declared-19', built: 'bundling React 18 while declaring 19' },
  { variant: 'react-not-singleton', built: 'sharing React 18 as no singleton' },
];

for (const { variant, built } of REFUSED) {
  test(`the fork built ${built} shows the pricing fallback, the rest of the site works, and none of its code reaches the page`, async ({
    page,
    pageErrors,
  }) => {
    pricingIsTheFork(variant);
    const fromFork: string[] = [];
    page.on('request', (request) => request.url().startsWith(pricingForkOrigin) && fromFork.push(new URL(request.url()).pathname));
    await page.goto('/pricing');

    await expect(page.getByRole('heading', unavailable)).toBeVisible();
    await expect(page.getByRole('heading', { name: FORK_HEADING })).toHaveCount(0);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', unavailable)).toBeVisible();
    // Refused on its manifest: its entry and chunks (its React, its stores) were never fetched.
    expect(fromFork.length).toBeGreaterThan(0);
    expect(fromFork.filter((path) => path !== `/${variant}/mf-manifest.json`)).toEqual([]);
    const sharing = await sharedCopies(page);
    for (const name of ['react', 'react-dom', 'zustand', '@callvera/shared/toast']) {
      expect(sharing[name]?.loaded, `${name}: one copy, the shell's`).toEqual([expect.stringMatching(/ from shell$/)]);
      expect(
        sharing[name]?.registered.filter((copy) => copy.endsWith(' from pricing')),
        name,
      ).toEqual([]);
    }

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(/unavailable/);
    expect(pageErrors).toEqual([]);
  });
}

test.describe('the release gate on the fork’s builds, against this checkout’s shell as the live one', () => {
  const root = path.resolve(__dirname, '../..');
  const liveShell = path.join(root, 'shell/dist');
  const liveRelease = builtRelease('shell/dist');
  const shellProvides = (name: string) =>
    (
      JSON.parse(readFileSync(path.join(liveShell, 'mf-manifest.json'), 'utf8')) as { shared: { name: string; version: string }[] }
    ).shared.find((shared) => shared.name === name)!.version;

  /** `release-remote.mjs check` on one build of the fork, laid out as the pricing team's app folder. */
  function check(variant: string) {
    const appDir = path.join(mkdtempSync(path.join(tmpdir(), 'fork-')), 'mfe-pricing');
    cpSync(path.join(root, 'e2e/remotes/pricing-fork/dist', variant), path.join(appDir, 'dist'), { recursive: true });
    const served = path.join(appDir, '..', 'srv/mfe-pricing');
    const run = spawnSync(process.execPath, ['scripts/release-remote.mjs', 'check', appDir, served, '--shell', liveShell], {
      cwd: root,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  }

  test('a fork on other minors and patches than the shell’s may be released without asking anyone', () => {
    expect(check('compatible')).toEqual({
      status: 0,
      output: expect.stringMatching(/^mfe-pricing 1\.4\.0\+[0-9a-f]{10} composes with the live shell [\d.]+\+[0-9a-f]{10}\.\n$/),
    });
  });

  test('a fork that bundles React 18 but declares 19, or shares it as no singleton, is stopped at check', () => {
    const live = shellProvides('react');
    const declared = check('react-declared-19');
    expect(declared.status).toBe(1);
    expect(declared.output).toContain(
      `  - react: bundles 18.3.1, so needs ^18.0.0 (it declares >=19.0.0), the live shell ${liveRelease} provides ${live}\n`,
    );
    const ownCopy = check('react-not-singleton');
    expect(ownCopy.status).toBe(1);
    expect(ownCopy.output).toContain(
      `  - react: bundles its own copy (18.3.1, not a singleton), beside the one the live shell ${liveRelease} shares (${live})\n`,
    );
    expect(ownCopy.output).toContain('What to do: Share react, react-dom');
  });

  test('a fork upgraded to another major of React is stopped at check, with what to do', () => {
    const { status, output } = check('react-major');
    expect(status).toBe(1);
    const live = shellProvides('react');
    expect(output).toContain(`  - react: needs ^18.0.0, the live shell ${liveRelease} provides ${live}\n`);
    expect(output).toContain(`What to do: Release the shell first, built with what mfe-pricing needs (react ^18.0.0`);
    expect(output).toContain(`or rebuild mfe-pricing against what the live shell provides (react ${live}`);
  });
});
