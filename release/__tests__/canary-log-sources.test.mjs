// canary-status takes its --log as every read-out takes its logs: a folder of day files or a glob reads as naming
// their files, and a path that names no log is refused in one line naming it, with exit 2. Run as the scheduled
// step runs it: the release tool's command, on a served folder with a canary running.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseCommand } from '../release-remote.mjs';
import { START, pageLoadLines, pricingFailure } from '@callvera/read-outs/testing/field-log-fixtures';
import { liveSite, remoteBuild, targets } from './support/release-sites.mjs';

const tool = fileURLToPath(new URL('../../scripts/release-remote.mjs', import.meta.url));
const newFolder = () => mkdtempSync(path.join(tmpdir(), 'canary-logs-'));
const text = (lines) => `${lines.join('\n')}\n`;

/** A site with pricing live and its canary 1.1.0 started at the log fixtures' start. */
async function siteWithCanary() {
  const site = await liveSite(targets({ endpoint: null }).folder);
  const build = remoteBuild(site.root, 'mfe-pricing', '1.1.0');
  await releaseCommand(['canary', build, ...site.args('mfe-pricing')], { now: new Date(START) });
  return site;
}

/** A day's page loads of pricing, half on the canary, every fourth of the canary's failing. */
const day = (number, count) =>
  Array.from({ length: count }, (_, index) => {
    const release = index % 2 ? '1.1.0' : '1.0.0';
    const lcp = { name: 'vital', metric: 'LCP', value: 1500, rating: 'good', attributedTo: 'pricing', attributedRelease: release };
    const failed = release === '1.1.0' && index % 8 === 1;
    return pageLoadLines({ release, day: number + 0.5, events: failed ? [lcp, pricingFailure(release)] : [lcp] });
  }).flat();

/** A folder of nginx's day files, with its access log beside them; the day files' paths. */
function dayFolder() {
  const folder = newFolder();
  writeFileSync(path.join(folder, 'access.log'), '203.0.113.9 - - [01/Nov/2026:06:00:00 +0000] "GET / HTTP/1.1" 200\n');
  const files = [
    ['field-events.log-2026-11-01', day(0, 24)],
    ['field-events.log-2026-11-02', day(1, 16)],
  ].map(([name, lines]) => {
    writeFileSync(path.join(folder, name), text(lines));
    return path.join(folder, name);
  });
  return { folder, files };
}

/** Runs `canary-status` on `site` as a user would; its exit status and output. */
const canaryStatus = (site, ...logs) =>
  new Promise((resolve, reject) => {
    const args = ['canary-status', 'mfe-pricing', ...site.args('mfe-pricing'), ...logs.flatMap((log) => ['--log', log])];
    const child = spawn(process.execPath, [tool, ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

/** A refusal: exit 2, one line on stderr naming the command, the option and the path, and no reading. */
function assertRefused({ status, stdout, stderr }, source, what) {
  assert.equal(status, 2, stderr);
  assert.equal(stdout, '');
  assert.match(stderr, /^[^\n]+\n$/, 'one line');
  assert.ok(stderr.startsWith(`canary-status: --log ${source}: ${what}; give `), stderr);
  assert.doesNotMatch(stderr, /SELECT|IO Error|\s+at /);
}

describe('canary-status --log', { concurrency: true }, () => {
  const { folder, files } = dayFolder();
  let namedReading;
  /** The first reading of the day files named one by one, on a canary of its own: a folder or a glob must give it. */
  const named = () => (namedReading ??= siteWithCanary().then((site) => canaryStatus(site, ...files)));

  test('canary-status: a folder of day files reads as its day files named, the other files in it left alone', async () => {
    const [byName, fromFolder] = await Promise.all([named(), siteWithCanary().then((site) => canaryStatus(site, folder))]);
    assert.notEqual(byName.status, 2, byName.stderr);
    assert.match(byName.stdout, /20 page loads of the canary, 20 of the stable release \(45 log lines read\)/);
    assert.deepEqual(fromFolder, byName);
  });

  test('canary-status: a glob reads as the day files it matches, named', async () => {
    const glob = path.join(folder, 'field-events.log-2026-11-0*');
    const [byName, fromGlob] = await Promise.all([named(), siteWithCanary().then((site) => canaryStatus(site, glob))]);
    assert.deepEqual(fromGlob, byName);
  });

  test('canary-status: a missing path, or a glob that matches no file, is one line naming it, exit 2', async () => {
    const site = await siteWithCanary();
    const missing = path.join(newFolder(), 'logs');
    const nothing = path.join(newFolder(), 'field-events.log-2026-12-*');
    assertRefused(await canaryStatus(site, missing), missing, 'no such log file or folder');
    assertRefused(await canaryStatus(site, files[0], nothing), nothing, 'a glob that matches no file');
  });

  test('canary-status: an empty folder, or one with no day files in it, is one line naming it, exit 2', async () => {
    const site = await siteWithCanary();
    const lacks = 'a folder with no field-event day files (field-events.log-YYYY-MM-DD or .gz) in it';
    const empty = newFolder();
    assertRefused(await canaryStatus(site, empty), empty, lacks);
    const others = newFolder();
    writeFileSync(path.join(others, 'access.log'), '');
    mkdirSync(path.join(others, 'field-events.log-2026-11-01'));
    assertRefused(await canaryStatus(site, others), others, lacks);
  });
});
