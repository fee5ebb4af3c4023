// @ts-check
// Whether a remote's build composes with a shell: the one rule, read by the release tool
// (scripts/release/composition-gate.mjs, before a release goes live) and by the shell in the
// browser (before it loads a remote's code). Each build's mf-manifest.json says what it
// shares (`shared`: version, requiredVersion, singleton), what federation it was built
// with (`metaData.pluginVersion`) and, in `metaData.composition`, the rest
// (shared/build/create-app-config.mjs writes it):
// - a shell: the shell contract it implements, and what it lends remotes of its federation
//   runtime (`lends`: global → names, shared/build/lend-federation-modules.js);
// - a remote: the shell contract it implements and, when it borrows the page's federation
//   runtime (production builds), the range of that runtime its code needs
//   (`federationRuntime`) and what it borrows (`borrows`: global → names).
// Plain JavaScript, so Node scripts import it as it is. Version ranges are checked by the
// caller's `satisfies`: the release tool's semver, the browser's federation runtime's own.

/**
 * @typedef {{ name: string, version: string, singleton?: boolean, requiredVersion?: string | false }} ManifestShared
 * @typedef {{ shellContract?: number, lends?: Record<string, string[]>, federationRuntime?: string, borrows?: Record<string, string[]> }} CompositionMetadata
 * @typedef {{ name: string, pluginVersion?: string, buildInfo?: { buildVersion?: string }, composition?: CompositionMetadata }} ManifestMetaData
 * @typedef {{ shared: ManifestShared[], metaData: ManifestMetaData }} FederationManifest
 */

/**
 * What a shell provides to the remotes on its page.
 * @typedef {object} ShellProvision
 * @property {Record<string, string>} shared  share key → the version it provides
 * @property {string | undefined} federationRuntime  the version of the federation runtime it lends
 * @property {(global: string) => readonly string[] | undefined} lent  the names it lends under a global, if it lends it
 * @property {number | undefined} [shellContract]  the contract it implements; left out, the contract is not compared here
 */

/**
 * One reason a remote does not compose with a shell.
 * @typedef {object} CompositionProblem
 * @property {'shared' | 'shell-contract' | 'federation-runtime' | 'lent-module'} kind
 * @property {string} subject  the package, the global, or "shell contract" / "federation runtime"
 * @property {string} required  what the remote needs
 * @property {string | null} provided  what the shell has (null: nothing)
 */

/**
 * What a shell's manifest says it provides.
 * @param {FederationManifest} manifest
 * @returns {ShellProvision}
 */
export function provisionOf(manifest) {
  const { lends = {}, shellContract } = manifest.metaData.composition ?? {};
  return {
    shared: Object.fromEntries(manifest.shared.map((shared) => [shared.name, shared.version])),
    federationRuntime: manifest.metaData.pluginVersion,
    lent: (global) => (Object.hasOwn(lends, global) ? lends[global] : undefined),
    shellContract,
  };
}

/**
 * Every reason the remote built into `manifest` cannot run on the shell's page; none when it composes.
 * A shared module the shell does not provide is the remote's own. What the remote's manifest does not
 * record (a build made before it did) is not compared.
 * @param {ShellProvision} shell
 * @param {FederationManifest} manifest  the remote's
 * @param {(version: string, range: string) => boolean} satisfies
 * @returns {CompositionProblem[]}
 */
export function compositionProblems(shell, manifest, satisfies) {
  /** @type {CompositionProblem[]} */
  const problems = [];
  for (const { name, singleton, requiredVersion } of manifest.shared) {
    const provided = shell.shared[name];
    // Only a singleton must take the shell's copy; any other shared module falls back to the remote's own.
    if (!singleton || typeof requiredVersion !== 'string' || provided === undefined) continue;
    if (!satisfies(provided, requiredVersion)) problems.push({ kind: 'shared', subject: name, required: requiredVersion, provided });
  }
  const composition = manifest.metaData.composition ?? {};
  if (shell.shellContract !== undefined && composition.shellContract !== shell.shellContract) {
    problems.push({
      kind: 'shell-contract',
      subject: 'shell contract',
      required: String(composition.shellContract ?? '(none recorded)'),
      provided: String(shell.shellContract),
    });
  }
  if (composition.federationRuntime !== undefined) {
    const provided = shell.federationRuntime;
    if (provided === undefined || !satisfies(provided, composition.federationRuntime)) {
      problems.push({
        kind: 'federation-runtime',
        subject: 'federation runtime',
        required: composition.federationRuntime,
        provided: provided ?? null,
      });
    }
  }
  for (const [global, names] of Object.entries(composition.borrows ?? {})) {
    const lent = shell.lent(global);
    const missing = names.filter((name) => !lent?.includes(name));
    if (!lent || missing.length) {
      problems.push({
        kind: 'lent-module',
        subject: global,
        required: names.length ? names.join(', ') : 'the module',
        provided: lent ? lent.join(', ') || '(nothing)' : null,
      });
    }
  }
  return problems;
}

/**
 * One line for a problem, as a release or a console names it: what is needed, and what the shell has.
 * @param {CompositionProblem} problem
 * @param {string} [shell]  how to call the shell, e.g. "the live shell"
 */
export function describeProblem({ kind, subject, required, provided }, shell = 'the shell') {
  if (kind === 'lent-module') {
    return provided === null
      ? `${subject}: borrowed from the shell (${required}), but ${shell} does not lend it`
      : `${subject}: borrowed from the shell (${required}), but ${shell} lends only ${provided}`;
  }
  return `${subject}: needs ${required}, ${shell} provides ${provided ?? 'none'}`;
}
