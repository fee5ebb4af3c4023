import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every link between the docs (the README, docs/, each package's README, the contracts) leads somewhere: the file
// exists, and so does the heading it points at. Links to other sites are not followed.

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Folders that hold no doc of ours: installed packages, builds, caches, test output. */
const NOT_OURS = /(^|\/)(node_modules|dist|\.cache|\.git|test-results|playwright-report|bench-results)(\/|$)/;
// Walked by hand, leaving those folders out: the workspace packages' node_modules link to each other without end.
const walk = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (NOT_OURS.test(file)) return [];
    return entry.isDirectory() ? walk(file) : [file];
  });
const documents = walk('')
  .filter((file) => file.endsWith('.md'))
  .sort();

/** A heading's anchor, as GitHub makes it. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replaceAll(' ', '-');

function anchorsOf(file) {
  const anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1]));
  }
  return anchors;
}

function linksOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/.test(target));
}

test('the docs are there to check: the README, the readers’ guides and a README per package', () => {
  for (const guide of ['deploying-and-configuring', 'releasing-a-remote', 'growth-loop', 'reading-the-field', 'speed']) {
    assert.ok(documents.includes(`docs/${guide}.md`), guide);
  }
  const packages = packageFolders();
  assert.ok(packages.includes('tooling') && packages.includes('e2e/remotes/pricing-fork'), `packages found: ${packages}`);
  for (const folder of packages) assert.ok(documents.includes(`${folder}/README.md`), `${folder} has a README`);
});

/**
 * Every package of the repository: the workspace's, its globs expanded, and those it leaves out to be built apart
 * (a `!` entry), which are packages all the same.
 */
function packageFolders() {
  const entries = [...readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^ {2}- '?!?([\w/*-]+)'?$/gm)];
  return [
    ...new Set(
      entries.flatMap(([, entry]) =>
        entry.endsWith('/*') ? readdirSync(path.join(root, entry.slice(0, -2))).map((dir) => `${entry.slice(0, -2)}/${dir}`) : [entry],
      ),
    ),
  ].filter((folder) => existsSync(path.join(root, folder, 'package.json')));
}

for (const file of documents) {
  test(`every link in ${file} leads somewhere`, () => {
    for (const link of linksOf(file)) {
      const [target, anchor] = link.split('#');
      const linked = target ? path.normalize(path.join(path.dirname(file), target)) : file;
      assert.ok(existsSync(path.join(root, linked)), `${file}: ${link}: no ${linked}`);
      if (anchor && linked.endsWith('.md'))
        assert.ok(anchorsOf(linked).has(anchor), `${file}: ${link}: no heading #${anchor} in ${linked}`);
    }
  });
}
