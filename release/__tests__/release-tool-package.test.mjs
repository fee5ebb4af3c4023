// A section team's repository that holds only its remote releases it with the packed tool: the pricing fork's
// build and package.json (e2e/remotes/pricing-fork, built apart) copied into a folder outside this repository (no
// workspace, no shell source), the tool's tarball installed there with npm, and `node_modules/.bin/release-remote`
// run from that folder onto a site whose shell and pricing this workspace's tool published first: the fork published
// into served folders and into a bucket (s3rver), and a canary of it stepped on a field log: rolled back when the log
// says it regressed, made the stable release when it says it is as good.
// Its pages too: rendered on publish --shell by the live shell's renderer (a stand-in:
// support/stand-in-page-renderer.cjs) in the machine's Chromium, launched by the package's own driver.
// Needs the fork's compatible build (release-fork.test.mjs says how). Cost: the pack, about 2 s each run (reused
// when the tool is unchanged); the install, 109 MB, about 6 s from npm's cache, once for each content of the tool;
// a second or two for each command, the render's a few: about 20 s in all with the install kept.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { pageLoadLines, pricingFailure, writeLog } from '@callvera/read-outs/testing/field-log-fixtures';
import { installedReleaseTool } from './support/installed-release-tool.mjs';
import { liveSite, localS3, targets } from './support/release-sites.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const fork = path.join(repoRoot, 'e2e/remotes/pricing-fork');
const forkBuild = path.join(fork, 'dist/compatible');
const TARGETS = targets(localS3());
const standInRenderer = fileURLToPath(new URL('./support/stand-in-page-renderer.cjs', import.meta.url));
/** Where a shell's build ships its page renderer (PAGE_RENDERER, tooling/prerender/page-renderer-files.mjs). */
const RENDERER_FILE = '_render/render-pages.cjs';

let tool;
before(async () => {
  assert.ok(existsSync(path.join(forkBuild, 'mf-manifest.json')), `${forkBuild} is not built: build the fork (see release-fork.test.mjs)`);
  tool = await installedReleaseTool();
});

/** The team's folder: the fork's package.json and its build, the tool installed beside them, outside this repository. */
function teamFolder() {
  const team = mkdtempSync(path.join(tmpdir(), 'pricing-team-'));
  cpSync(path.join(fork, 'package.json'), path.join(team, 'package.json'));
  cpSync(forkBuild, path.join(team, 'dist/compatible'), { recursive: true });
  symlinkSync(tool.nodeModules, path.join(team, 'node_modules'), 'dir');
  return team;
}

/**
 * Runs the installed tool from the team's folder; its exit status and output. Apart, not with spawnSync: this
 * process's event loop serves the local bucket meanwhile.
 */
function releaseRemote(team, ...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(team, 'node_modules/.bin/release-remote'), args, { cwd: team, stdio: ['ignore', 'pipe', 'pipe'] });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const forkVersion = () => JSON.parse(readFileSync(path.join(forkBuild, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
const servedVersion = async (site) => JSON.parse(await site.read('mfe-pricing', 'mf-manifest.json')).metaData.buildInfo.buildVersion;

test('the packed tool is one program and its package.json: no source of the workspace, the shell’s least of all', (t) => {
  t.diagnostic(`${tool.packed.tarball}: ${(tool.packed.bytes / 1024).toFixed(1)} KB`);
  t.diagnostic(`${tool.install.command}: ${tool.install.seconds} s${tool.install.kept ? ' (kept from an earlier run)' : ''}`);
  const installed = path.join(tool.nodeModules, '@callvera/release-tool');
  const files = (dir, under = '') =>
    readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(dir, path.join(under, entry.name)) : [path.join(under, entry.name)],
    );
  const shipped = files(installed).filter((file) => !file.startsWith(`.cache${path.sep}`));
  assert.ok(shipped.includes('dist/release-remote.mjs') && shipped.includes('package.json'), shipped.join(', '));
  assert.deepEqual(
    shipped.filter((file) => file !== 'package.json' && !file.startsWith(`dist${path.sep}`)),
    [],
  );
  const { bin, dependencies } = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  assert.deepEqual(bin, { 'release-remote': 'dist/release-remote.mjs' });
  assert.ok(!Object.keys(dependencies).some((name) => name.startsWith('@callvera/')), Object.keys(dependencies).join(', '));
});

test('from the team’s own folder, release-remote publishes the fork’s build onto the live site, pinned in its remotes.json', async () => {
  const team = teamFolder();
  assert.ok(path.relative(repoRoot, team).startsWith('..'), `${team} is outside the repository`);
  assert.deepEqual(readdirSync(team).sort(), ['dist', 'node_modules', 'package.json'], 'no shell/, no workspace');
  const site = await liveSite(TARGETS.folder);
  const [served] = site.args('mfe-pricing');

  const help = await releaseRemote(team, '--help');
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /^usage: release-remote publish\|check\|/, 'named as the team types it');
  assert.doesNotMatch(help.stdout, /release-remote\.mjs/);
  const checked = await releaseRemote(team, 'check', 'dist/compatible', served);
  assert.equal(checked.status, 0, checked.stderr);
  assert.equal(checked.stdout, `mfe-pricing ${forkVersion()} composes with the live shell 1.0.0.\n`);
  const published = await releaseRemote(team, 'publish', 'dist/compatible', served);
  assert.equal(published.status, 0, published.stderr);
  assert.match(published.stdout, /^published /);
  assert.equal(await servedVersion(site), forkVersion());
  assert.equal(await site.read('mfe-pricing', 'mf-manifest.json'), readFileSync(path.join(forkBuild, 'mf-manifest.json'), 'utf8'));
  const { pricing } = JSON.parse(await site.read('shell', 'remotes.json'));
  assert.match(pricing.integrity?.manifest ?? '', /^sha384-/, JSON.stringify(pricing));
});

test('from the team’s own folder, release-remote publishes the fork’s build into a bucket behind the CDN, with the package’s S3 client', async () => {
  const team = teamFolder();
  const site = await liveSite(TARGETS.bucket);
  const published = await releaseRemote(team, 'publish', 'dist/compatible', ...site.args('mfe-pricing'), '--prefix', 'mfe-pricing');
  assert.equal(published.status, 0, published.stderr);
  assert.match(published.stdout, /^published /);
  assert.equal(await servedVersion(site), forkVersion());
  const { pricing } = JSON.parse(await site.read('shell', 'remotes.json'));
  assert.match(pricing.integrity?.manifest ?? '', /^sha384-/, JSON.stringify(pricing));
});

test('from the team’s own folder, publish --shell renders pricing’s page with the live shell’s renderer, in Chromium launched by the package’s own driver', async () => {
  const team = teamFolder();
  const site = await liveSite(TARGETS.folder);
  await site.write('shell', RENDERER_FILE, readFileSync(standInRenderer, 'utf8'));
  const [served] = site.args('mfe-pricing');
  const published = await releaseRemote(team, 'publish', 'dist/compatible', served, '--shell', path.join(path.dirname(served), 'shell'));
  assert.equal(published.status, 0, published.stderr);
  const manifest = readFileSync(path.join(forkBuild, 'mf-manifest.json'));
  const pin = `sha384-${createHash('sha384').update(manifest).digest('base64')}`;
  const page = await site.read('shell', 'pricing/index.html');
  assert.match(page ?? '', /rendered by Mozilla\/5\.0 .*Chrome\/[\d.]+ .*with pricing ([^\s<]+)</);
  assert.equal(page.match(/with pricing ([^\s<]+)</)[1], pin, 'rendered with the build released');
});

/**
 * A canary of the fork started from the team's folder at 50% (ramp 50, 100), its field log written after it
 * started, as the collector logs it: `pageLoads` on each side, `canaryFails(index)` saying which of the canary's
 * fail to render it. Every page load is a new visitor's, one in ten converting and one in five with a poor LCP, on
 * both sides. Returns the site, the team's folder and the log.
 */
async function canaryWithLog({ pageLoads, canaryFails = () => false, options = [] }) {
  const team = teamFolder();
  const site = await liveSite(TARGETS.folder);
  const [served] = site.args('mfe-pricing');
  const started = await releaseRemote(team, 'canary', 'dist/compatible', served, '--share', '50', '--ramp', '50,100', ...options);
  assert.equal(started.status, 0, started.stderr);
  assert.match(started.stdout, /^canary \S+ started at 50% of new visitors/);
  const startedBy = Date.now();
  const variants = JSON.parse(await site.read('shell', 'remotes.json')).pricing.variants;
  assert.equal(variants.length, 2);
  const lines = [];
  for (let index = 0; index < pageLoads; index++) {
    for (const canary of [false, true]) {
      const release = canary ? forkVersion() : '1.0.0';
      const variant = variants[canary ? 1 : 0].name;
      const vital = (metric, value) => ({
        name: 'vital',
        metric,
        value,
        rating: 'good',
        attributedTo: 'pricing',
        attributedRelease: release,
      });
      const poorLcp = index % 5 === 0;
      const events = [
        { name: 'exposure', experiment: 'pricing', variant, fellBack: false, forced: false, weights: {} },
        { ...vital('LCP', poorLcp ? 3200 : 1400), ...(poorLcp ? { rating: 'needs-improvement' } : {}) },
        vital('INP', 120),
        ...(index % 10 === 0
          ? [{ name: 'conversion', action: 'get-started', plan: 'pro', billing: 'monthly', firstFor: { pricing: variant } }]
          : []),
        ...(canary && canaryFails(index) ? [pricingFailure(release)] : []),
      ];
      lines.push(...pageLoadLines({ release, experiments: { pricing: variant }, sentAt: startedBy + 1 + (index % 100), events }));
    }
  }
  const log = writeLog(lines);
  // The reading's now is after every line: each was received before it.
  while (Date.now() <= startedBy + 150) await new Promise((resolve) => setTimeout(resolve, 20));
  return { site, team, served, log };
}

test('from the team’s own folder, a canary of the fork failing one page load in three is rolled back by canary-step, as its field log says', async () => {
  const { site, team, served, log } = await canaryWithLog({ pageLoads: 400, canaryFails: (index) => index % 3 === 0 });
  const page = path.join(team, 'canary.html');
  const step = await releaseRemote(team, 'canary-step', 'dist/compatible', served, '--log', log, '--html', page);
  assert.equal(step.status, 1, `${step.stdout}${step.stderr}`);
  assert.match(step.stdout, /rolled back to 0%/);
  assert.match(step.stdout, /Verdict: regressed: worse beyond noise: failed page loads/);
  // The charts' renderer is loaded only for a page: the package holds it too.
  assert.match(readFileSync(page, 'utf8'), /<svg role="img" aria-label="The ramp: the canary's share of visitors at each reading"/);
  assert.equal(typeof JSON.parse(await site.read('shell', 'remotes.json')).pricing.entry, 'string', 'every visitor on the stable release');
  assert.equal(await servedVersion(site), '1.0.0');
});

test('from the team’s own folder, a canary of the fork as good as the stable release, within the team’s margins, takes its last step: the stable release', async () => {
  const margins = ['failures=5', 'lcp=10', 'inp=10', 'conversions=5'].flatMap((margin) => ['--margin', margin]);
  const { site, team, served, log } = await canaryWithLog({ pageLoads: 1500, options: margins });
  const step = await releaseRemote(team, 'canary-step', 'dist/compatible', served, '--log', log);
  assert.equal(step.status, 0, `${step.stdout}${step.stderr}`);
  assert.match(step.stdout, /is the stable release/);
  assert.equal(typeof JSON.parse(await site.read('shell', 'remotes.json')).pricing.entry, 'string', 'the remote is no longer split');
  assert.equal(await servedVersion(site), forkVersion());
});
