// Every read-out takes its logs the same way: a folder of day files or a glob reads as naming their files, and a
// path that names no log is refused before anything is read, in one line naming it, with exit 2.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { exposedVisitors, pageLoadBatch, pageLoadLines } from './support/field-log-fixtures.mjs';
import { batchAccessLine } from './support/cloudfront-log-fixtures.mjs';
import { CDN_ACCESS_LOG_FILES, logSources } from '../log-sources.mjs';

const script = (name) => fileURLToPath(new URL(`../${name}.mjs`, import.meta.url));
const text = (lines) => `${lines.join('\n')}\n`;
const newFolder = () => mkdtempSync(path.join(tmpdir(), 'log-sources-'));

/** A folder of log files (name → lines or bytes), with a file of another kind beside them; the logs' paths. */
function folderOf(files) {
  const folder = newFolder();
  writeFileSync(path.join(folder, 'access.log'), '203.0.113.9 - - [01/Nov/2026:06:00:00 +0000] "GET / HTTP/1.1" 200\n');
  const paths = Object.entries(files).map(([name, content]) => {
    writeFileSync(path.join(folder, name), Array.isArray(content) ? text(content) : content);
    return path.join(folder, name);
  });
  return { folder, paths };
}

const vitals = (lcp) => [{ name: 'vital', metric: 'LCP', value: lcp, rating: 'good', element: 'main>h1' }];
const loads = (day, count) => Array.from({ length: count }, (_, index) => pageLoadLines({ day, events: vitals(1000 + index) })).flat();
const visitors = (day) => [...exposedVisitors('control', 10, { day }), ...exposedVisitors('annual-first', 10, { day })];
const accessLog = (hour, count) =>
  gzipSync(
    text(
      Array.from({ length: count }, (_, index) =>
        batchAccessLine(pageLoadBatch({ sentAt: Date.UTC(2026, 10, 24, hour, index), events: vitals(1200 + index) })),
      ),
    ),
  );

/** Each command that reads the field log: its script, its logs (written anew for each test) and what a folder of them lacks. */
const COMMANDS = {
  'field-report': {
    script: 'field-report',
    logs: () => folderOf({ 'field-events.log-2026-11-01': loads(0, 6), 'field-events.log-2026-11-02': loads(1, 4) }),
    glob: 'field-events.log-2026-11-0*',
    lacks: 'field-event day files (field-events.log-YYYY-MM-DD or .gz)',
  },
  'experiment-report': {
    script: 'experiment-report',
    logs: () => folderOf({ 'field-events.log-2026-11-01': visitors(0), 'field-events.log-2026-11-02': visitors(1) }),
    glob: 'field-events.log-*',
    lacks: 'field-event day files (field-events.log-YYYY-MM-DD or .gz)',
  },
  'field-log:from-cdn': {
    script: 'field-log-from-cdn',
    logs: () =>
      folderOf({ 'E2ABCDEF.2026-11-24-12.a1b2c3d4.gz': accessLog(12, 3), 'E2ABCDEF.2026-11-24-13.b2c3d4e5.gz': accessLog(13, 2) }),
    glob: '*.2026-11-24-1?.*.gz',
    lacks: 'CDN access log files (<distribution>.YYYY-MM-DD-HH.<id>.gz)',
  },
};

/** Runs a command as a user would; its exit status and output. Apart, so that the tests' runs overlap. */
const run = (name, ...args) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script(COMMANDS[name].script), ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });

/** A refusal as every read-out gives it: exit 2, nothing on stdout, one line on stderr naming the path. */
function assertRefused({ status, stdout, stderr }, name, source, what) {
  assert.equal(status, 2, stderr);
  assert.equal(stdout, '');
  assert.match(stderr, /^[^\n]+\n$/, 'one line');
  assert.ok(stderr.startsWith(`${name}: ${source}: ${what}; give `), stderr);
  assert.doesNotMatch(stderr, /SELECT|IO Error|\s+at /);
}

describe('every read-out', { concurrency: true }, () => {
  for (const [name, { logs, glob, lacks }] of Object.entries(COMMANDS)) {
    describe(name, { concurrency: true }, () => {
      const { folder, paths } = logs();
      let namedReading;
      /** The reading of the logs named one by one, which a folder and a glob of them must give. */
      const named = () => (namedReading ??= run(name, ...paths));

      test(`${name}: a folder reads as its log files named in name order, the other files in it left alone`, async () => {
        const [byName, fromFolder] = await Promise.all([named(), run(name, folder)]);
        assert.notEqual(byName.status, 2, byName.stderr);
        assert.notEqual(byName.stdout, '');
        assert.deepEqual(fromFolder, byName);
      });

      test(`${name}: a glob reads as the files it matches, named`, async () => {
        const [byName, fromGlob] = await Promise.all([named(), run(name, path.join(folder, glob))]);
        assert.notEqual(fromGlob.status, 2, fromGlob.stderr);
        assert.deepEqual(fromGlob, byName);
      });

      test(`${name}: a missing path, or a glob that matches no file, is one line naming it, exit 2`, async () => {
        const missing = path.join(newFolder(), 'logs');
        const nothing = path.join(newFolder(), 'field-events.log-2026-12-*');
        assertRefused(await run(name, missing), name, missing, 'no such log file or folder');
        assertRefused(await run(name, nothing), name, nothing, 'a glob that matches no file');
      });

      test(`${name}: an empty folder, or one with none of its logs, is one line naming it, exit 2`, async () => {
        const empty = newFolder();
        assertRefused(await run(name, empty), name, empty, `a folder with no ${lacks} in it`);
        const { folder: others } = folderOf({});
        mkdirSync(path.join(others, 'field-events.log-2026-11-01'));
        assertRefused(await run(name, others), name, others, `a folder with no ${lacks} in it`);
      });
    });
  }
});

test('a file named by two sources is read once, where it is first named; a path is read as one before as a glob', () => {
  const { folder, paths } = folderOf({ 'field-events.log-2026-11-02': [], 'field-events.log-2026-11-01': [] });
  const [second, first] = paths;
  assert.deepEqual(logSources([second, folder, `${folder}/*`]), [
    { source: second, files: [second] },
    { source: folder, files: [first] },
    { source: `${folder}/*`, files: [path.join(folder, 'access.log')] },
  ]);
  const odd = path.join(newFolder(), 'day[1].log');
  writeFileSync(odd, '');
  assert.deepEqual(logSources([odd]), [{ source: odd, files: [odd] }]);
  assert.deepEqual(logSources(['s3://logs/shell/'], CDN_ACCESS_LOG_FILES), [
    { source: 's3://logs/shell/', bucket: 'logs', prefix: 'shell/' },
  ]);
  assert.throws(() => logSources([]), { name: 'ReadOutInputError', message: /^no log named: give log files/ });
});
