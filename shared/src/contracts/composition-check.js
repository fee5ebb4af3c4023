// @ts-check
// Whether a remote's build composes with a shell: the one rule, read by the release tool
// (release/composition-gate.mjs, before a release goes live) and by the shell in the
// browser (before it loads a remote's code). Each build's mf-manifest.json says what it
// shares (`shared`: version, requiredVersion, singleton), what federation it was built
// with (`metaData.pluginVersion`) and, in `metaData.composition`, the rest
// (tooling/composition-record.mjs writes it, from what the build contains):
// - both: `bundled`, each module a page shares once that the build contains, with the version of the
//   package it comes from and whether the build takes it as a singleton (whatever its config declared);
// - a shell: the shell contract it implements, and what it lends remotes of its federation
//   runtime (`lends`: global → names, tooling/lend-federation-modules.js);
// - a remote: the shell contract it implements and, when it borrows the page's federation
//   runtime (production builds), the range of that runtime its code needs
//   (`federationRuntime`) and what it borrows (`borrows`: global → names).
// Plain JavaScript, so Node scripts import it as it is. Version ranges are checked by the
// caller's `satisfies`: the release tool's semver, the browser's federation runtime's own.

/**
 * @typedef {{ name: string, version: string, singleton?: boolean, requiredVersion?: string | false }} ManifestShared
 * @typedef {{ version: string, singleton: boolean }} BundledModule
 * @typedef {{ shellContract?: number, lends?: Record<string, string[]>, federationRuntime?: string, borrows?: Record<string, string[]>, bundled?: Record<string, BundledModule> }} CompositionMetadata
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
 * @property {'shared' | 'own-copy' | 'shell-contract' | 'federation-runtime' | 'lent-module'} kind
 * @property {string} subject  the package, the global, or "shell contract" / "federation runtime"
 * @property {string} required  what the remote needs
 * @property {string | null} provided  what the shell has (null: nothing)
 * @property {string} [bundled]  a shared module: the version the remote bundles
 * @property {string} [declared]  a shared module: the range the remote declares, when it is not what it bundles
 */

/**
 * What a shell's manifest says it provides.
 * @param {FederationManifest} manifest
 * @returns {ShellProvision}
 */
export function provisionOf(manifest) {
  const { lends = {}, shellContract, bundled = {} } = manifest.metaData.composition ?? {};
  return {
    // What it bundles, where recorded; a build made before that record, what it declares.
    shared: Object.fromEntries(manifest.shared.map((shared) => [shared.name, bundled[shared.name]?.version ?? shared.version])),
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
  const composition = manifest.metaData.composition ?? {};
  const bundled = composition.bundled ?? {};
  const declared = Object.fromEntries(manifest.shared.map((shared) => [shared.name, shared]));
  for (const name of new Set([...Object.keys(declared), ...Object.keys(bundled)])) {
    const provided = shell.shared[name];
    if (provided === undefined) continue; // the remote's own module: the page shares no copy of it
    const own = bundled[name];
    const { singleton, requiredVersion } = declared[name] ?? {};
    // A module the page shares once, taken as anything but a singleton, may run as a second copy beside the shell's.
    if (own && !own.singleton) {
      problems.push({ kind: 'own-copy', subject: name, required: own.version, provided });
      continue;
    }
    // What it bundles decides, whatever range it declares: its code was built against that version's major.
    const needed = own ? majorRangeOrNull(own.version) : null;
    if (own && (needed === null || !satisfies(provided, needed))) {
      const claims = typeof requiredVersion === 'string' && requiredVersion !== needed ? { declared: requiredVersion } : {};
      problems.push({ kind: 'shared', subject: name, required: needed ?? own.version, provided, bundled: own.version, ...claims });
    } else if (singleton && typeof requiredVersion === 'string' && !satisfies(provided, requiredVersion)) {
      problems.push({ kind: 'shared', subject: name, required: requiredVersion, provided });
    }
  }
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
export function describeProblem({ kind, subject, required, provided, bundled, declared }, shell = 'the shell') {
  if (declared !== undefined)
    return `${subject}: bundles ${bundled}, so needs ${required} (it declares ${declared}), ${shell} provides ${provided}`;
  if (kind === 'own-copy')
    return `${subject}: bundles its own copy (${required}, not a singleton), beside the one ${shell} shares (${provided})`;
  if (kind === 'lent-module') {
    return provided === null
      ? `${subject}: borrowed from the shell (${required}), but ${shell} does not lend it`
      : `${subject}: borrowed from the shell (${required}), but ${shell} lends only ${provided}`;
  }
  return `${subject}: needs ${required}, ${shell} provides ${provided ?? 'none'}`;
}

/**
 * What a build requires of a module it shares: the major it was built against. A singleton is the page's one
 * copy, whoever provides it, so a remote built against React 19.4 runs on the shell's 19.3 (a minor adds, it
 * does not break), and one built against React 20 must wait for a shell that provides 20. As with a caret
 * range, below 1.0.0 the minor is what breaks (and below 0.1.0 the patch).
 * @param {string} version
 */
export function sameMajorRange(version) {
  const range = majorRangeOrNull(version);
  if (range === null) throw new Error(`${JSON.stringify(version)} is not a semantic version`);
  return range;
}

/** @param {unknown} version */
function majorRangeOrNull(version) {
  const parsed = typeof version === 'string' ? /^(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.+-]*)?$/.exec(version) : null;
  if (!parsed) return null;
  const [major, minor, patch] = [Number(parsed[1]), Number(parsed[2]), Number(parsed[3])];
  if (major > 0) return `^${major}.0.0`;
  return minor > 0 ? `^0.${minor}.0` : `^0.0.${patch}`;
}
