import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Every link between the docs (the README, docs/, each package's README, the contracts) leads somewhere: the file
// exists, and so does the heading it points at. Links to other sites are not followed. And every file or folder of
// the repository that the READMEs and the guides name in backticks is there.

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Folders that hold no doc of ours: installed packages, builds, caches, test output. */
const NOT_OURS = /(^|\/)(node_modules|dist|\.cache|\.git|test-results|playwright-report|bench-results)(\/|$)/;
// Walked by hand, leaving those folders out: the workspace packages' node_modules link to each other without end.
const walk = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(folder, entry.name);
    if (NOT_OURS.test(file)) return [];
    return entry.isDirectory() ? [file, ...walk(file)] : [file];
  });
/** Every file and folder of the repository, from its root. */
const repoEntries = walk('');
const documents = repoEntries.filter((file) => file.endsWith('.md')).sort();

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

/** The READMEs and the guides: what a reader follows to find a file. */
const GUIDES = /(^|\/)README\.md$|^docs\/[^/]+\.md$/;
/**
 * Code spans that are no path of the repository: a command or phrase (a space), a URL (a scheme), a route of the
 * site or a path on a server (from /), a package (@scope/…), an option, a glob, a placeholder (<dir>, @LOG_DIR@)
 * or a variable.
 */
const NOT_A_PATH = /\s|^[a-z][\w+.-]*:|^[/@-]|[*?<>{}[\]$=…]/;
/**
 * A source file by its kind: TypeScript, a Node module or script, a doc. No deployment serves one, so a name of this
 * kind names a file of the repository; a served file (`remotes.json`, `page-start.js`) is named as served.
 */
const SOURCE_FILE = /[\w-]\.(tsx?|mjs|cjs|sh|mdx?)$/;
/**
 * A deployed app's prefix: the release tool puts each app under the name of its folder, so `shell/remotes.json`,
 * where `shell/` holds no `remotes.json`, names the bucket's object, not the repository's file.
 */
const isDeployedPath = (name) =>
  /^(shell|mfe-[\w-]+)\/[^/]/.test(name) && !SOURCE_FILE.test(name) && !existsSync(path.join(root, name.split('/').slice(0, 2).join('/')));

/**
 * The repository paths `file` names in backticks (code blocks aside), each with where it is looked for:
 * - a path that starts at the repository's root or the document's folder (`scripts/bench.mjs`, `src/testing/`),
 *   from there; unless it lies in what the builds and runs make (dist/, .cache/), which a clone does not hold;
 * - a source file's name, or its path within a folder the text names (`composition/remote-outcomes.ts`), as
 *   the end of a path of the repository.
 */
function namedPaths(file) {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const folder = path.dirname(file);
  const named = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    if (NOT_A_PATH.test(span)) continue;
    const name = span.replace(/^\.\//, '').replace(/\/$/, '');
    const [start, ...rest] = name.split('/');
    const base = rest.length > 0 ? [folder, '.'].find((dir) => existsSync(path.join(root, dir, start))) : undefined;
    if (base !== undefined) {
      if (!NOT_OURS.test(name) && !isDeployedPath(name)) named.push({ span, at: path.normalize(path.join(base, name)) });
    } else if (SOURCE_FILE.test(name)) named.push({ span, endOf: name });
  }
  return named;
}

for (const file of documents.filter((document) => GUIDES.test(document))) {
  test(`every path ${file} names is there`, () => {
    const missing = namedPaths(file)
      .filter(({ at, endOf }) =>
        at ? !existsSync(path.join(root, at)) : !repoEntries.some((entry) => entry === endOf || entry.endsWith(`/${endOf}`)),
      )
      .map(({ span, at }) => `\`${span}\`${at ? ` (no ${at})` : ''}`);
    assert.deepEqual(missing, [], `${file} names what the repository does not hold`);
  });
}
