// The release gate: whether a build composes with what is live, decided before a release writes anything.
// A remote's release is compared with the live shell (what it provides: the modules it shares once per page and
// their versions, its shell contract, the federation runtime it lends); a shell's release with every live remote
// (what each requires). Both sides read it from their mf-manifest.json files, the live ones where they are served
// (shared/src/contracts/composition-check.js holds the rule; the browser applies the same one). A check with
// nothing to compare against fails: no live shell, no live remote, or a manifest that records nothing to compare.
import semver from 'semver';
import { compositionProblems, describeProblem, provisionOf } from '@callvera/shared/composition-check';
import { PREVIEW_FOLDER } from '@callvera/shared/registry/previews';

/** A manifest by its path in a build or served folder: the app's own, and its variants' in subfolders. */
// A canary's build is served in a folder of its own (canary.mjs, CANARY_FOLDER); the live remotes.json names it
// while it runs, and the pins check it there, so it is not one of the release's own manifests. Nor is a preview's
// (preview.mjs, PREVIEW_FOLDER): its own pin holds it to what the gate checked, and it must never stop a release.
export const isManifestFile = (file) =>
  (file === 'mf-manifest.json' || file.endsWith('/mf-manifest.json')) &&
  !file.startsWith('assets/') &&
  !file.startsWith('_canary/') &&
  !file.startsWith(`${PREVIEW_FOLDER}/`);

const satisfies = (version, range) => semver.satisfies(version, range);

/** The release a manifest names (version and build id). */
export const versionOf = (manifest) => manifest.metaData?.buildInfo?.buildVersion ?? '(unversioned)';
const where = (file) => (file === 'mf-manifest.json' ? '' : `${file.slice(0, -'/mf-manifest.json'.length)}/: `);

/** The package a shared module is part of (react for react/jsx-runtime); any other subject as it is. */
const packageOf = ({ kind, subject }) =>
  kind === 'shared' || kind === 'own-copy'
    ? subject
        .split('/')
        .slice(0, subject.startsWith('@') ? 2 : 1)
        .join('/')
    : subject;

/** "react ^18.0.0, shell contract 3": what one side has, by package, for the advice. */
const listOf = (problems, side) => [...new Set(problems.map((problem) => `${packageOf(problem)} ${problem[side] ?? '(none)'}`))].join(', ');

const inOrder = (problems) =>
  problems.toSorted(
    (a, b) => (a.app ?? '').localeCompare(b.app ?? '') || a.file.localeCompare(b.file) || a.subject.localeCompare(b.subject),
  );

/**
 * A verdict: `ok`, and the report a person reads (what does not compose, and what to do).
 * @typedef {{ ok: boolean, report: string }} Verdict
 */

/**
 * Whether a remote's build may go live beside the live shell.
 * @param {{ app: string, manifests: { file: string, manifest: any }[] }} candidate  the build's manifests
 * @param {{ manifest: any | null, at: string }} liveShell  the live shell's manifest (null: none is live) and where it was looked for
 * @returns {Verdict}
 */
export function remoteReleaseVerdict(candidate, liveShell) {
  const [own] = candidate.manifests.filter(({ file }) => file === 'mf-manifest.json');
  const release = `${candidate.app} ${own ? versionOf(own.manifest) : ''}`.trim();
  if (!liveShell.manifest) {
    return refused(`${release} has no live shell to be checked against (no mf-manifest.json at ${liveShell.at}).`, [
      'Release the shell first, or name where it is served (--shell <folder>, or --shell-prefix <prefix> in a bucket).',
    ]);
  }
  const shell = `the live shell ${versionOf(liveShell.manifest)}`;
  if (!liveShell.manifest.metaData?.composition) {
    return refused(`${shell} does not record what it provides (it was built before releases were checked).`, [
      'Release a shell built from this repository first.',
    ]);
  }
  const unrecorded = candidate.manifests.filter(({ manifest }) => !recordsWhatItBundles(manifest));
  if (unrecorded.length) {
    return refused(
      `${release} does not record what it bundles and needs of the shell (no metaData.composition.bundled in ${unrecorded.map(({ file }) => file).join(', ')}).`,
      [`Rebuild ${candidate.app} with @callvera/tooling's app config (tooling/create-app-config.mjs).`],
    );
  }
  const provision = provisionOf(liveShell.manifest);
  const problems = inOrder(
    candidate.manifests.flatMap(({ file, manifest }) =>
      compositionProblems(provision, manifest, satisfies).map((problem) => ({ ...problem, file })),
    ),
  );
  if (!problems.length) return { ok: true, report: `${release} composes with ${shell}.` };
  const ownCopies = problems.filter(({ kind }) => kind === 'own-copy');
  const versions = problems.filter(({ kind }) => kind !== 'own-copy');
  return refused(
    `${release} cannot run beside ${shell}:\n${problems.map((problem) => `  - ${where(problem.file)}${describeProblem(problem, shell)}`).join('\n')}`,
    [
      ...(ownCopies.length
        ? [
            `Share ${[...new Set(ownCopies.map(({ subject }) => subject))].join(', ')} once per page, as singletons (tooling/create-app-config.mjs does).`,
          ]
        : []),
      ...(versions.length
        ? [
            `Release the shell first, built with what ${candidate.app} needs (${listOf(versions, 'required')}),`,
            `or rebuild ${candidate.app} against what the live shell provides (${listOf(versions, 'provided')}).`,
          ]
        : []),
    ],
  );
}

/**
 * Whether a shell's build may go live without stranding a live remote (one the new shell could not run).
 * @param {{ manifest: any }} candidate  the shell build's manifest
 * @param {{ remotes: { app: string, file: string, manifest: any }[], at: string }} live  every live remote's manifests, and where they were looked for
 * @returns {Verdict}
 */
export function shellReleaseVerdict(candidate, { remotes: liveRemotes, at }) {
  const release = `shell ${versionOf(candidate.manifest)}`;
  if (!recordsWhatItBundles(candidate.manifest)) {
    return refused(`${release} does not record what it bundles and provides (no metaData.composition.bundled).`, [
      'Rebuild the shell from this repository.',
    ]);
  }
  if (!liveRemotes.length) {
    return refused(`${release} has no live remote to be checked against (no mf-manifest.json at ${at}).`, [
      "Name where the remotes are served (--remotes <folder>; in a bucket, their apps' folder names are their prefixes).",
      "For a site's first release, publish the shell with --force, then each remote.",
    ]);
  }
  const unrecorded = liveRemotes.filter(({ manifest }) => !manifest.metaData?.composition);
  if (unrecorded.length) {
    return refused(
      `${release} cannot be checked against live remotes that do not record what they need of the shell (${unrecorded.map(({ app, file }) => `${app}/${file}`).join(', ')}).`,
      [
        "Release those remotes first, rebuilt with @callvera/tooling's app config (tooling/create-app-config.mjs),",
        'or publish this shell with --force, having checked them by hand.',
      ],
    );
  }
  const provision = provisionOf(candidate.manifest);
  const stranded = inOrder(
    liveRemotes.flatMap(({ app, file, manifest }) =>
      compositionProblems(provision, manifest, satisfies).map((problem) => ({ ...problem, app, file, version: versionOf(manifest) })),
    ),
  );
  if (!stranded.length) {
    const apps = [...new Set(liveRemotes.map(({ app }) => app))];
    return { ok: true, report: `${release} composes with every live remote (${apps.join(', ')}).` };
  }
  const apps = [...new Set(stranded.map(({ app }) => app))];
  return refused(
    `${release} would strand live remotes, which it could not run:\n${stranded
      .map((problem) => `  - ${problem.app} ${problem.version}: ${where(problem.file)}${describeProblem(problem, 'this shell')}`)
      .join('\n')}`,
    [
      `Release these remotes first, built against what this shell provides (${listOf(stranded, 'provided')}): ${apps.join(', ')}.`,
      'Where a remote cannot go first (the live shell refuses it too: another major, another shell contract), publish',
      'this shell with --force and release the remote right after: its section shows its fallback in between.',
    ],
  );
}

/** A build made with this repository's build records what it bundles of the modules a page shares once. */
const recordsWhatItBundles = (manifest) => typeof manifest?.metaData?.composition?.bundled === 'object';

function refused(what, toDo) {
  return { ok: false, report: `${what}\nWhat to do: ${toDo.join('\n')}` };
}
