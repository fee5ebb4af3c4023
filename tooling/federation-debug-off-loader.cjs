// CommonJS: Rspack runs a loader with require().
/**
 * Federation's runtime asks whether its debug mode is on as its modules are evaluated: the SDK's isDebugMode reads
 * localStorage. A page's first access to its storage waits for the browser's process to open it (2.5 to 12.5 ms at
 * full speed on a 2-core machine), and there that wait fell inside the entry's first task, which a phone runs four
 * times slower. A production build answers the SDK's env module with this facade: the same exports, the debug mode
 * off without asking the storage. Dev builds keep the SDK's check, for Module Federation's devtools.
 */
module.exports = function federationDebugOffLoader(source) {
  // The facade replaces one function by name: a renamed one would leave the storage read in place, unnoticed.
  if (!/\bfunction isDebugMode\b/.test(source)) {
    this.emitError(new Error(`${this.resourcePath} no longer defines isDebugMode: federation-debug-off-loader.cjs has nothing to replace`));
    return source;
  }
  const unchanged = JSON.stringify(`${this.resourcePath}?${UNCHANGED_QUERY}`);
  // A module's own export wins over a name from `export *`.
  return `export * from ${unchanged};\nexport const isDebugMode = () => false;\n`;
};

const UNCHANGED_QUERY = 'unchanged';

/** The rule that puts the facade in place of the SDK's env module (the file itself, once more, behind the query). */
module.exports.federationDebugOffRule = {
  test: /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.js$/,
  resourceQuery: { not: [new RegExp(`^\\?${UNCHANGED_QUERY}$`)] },
  loader: __filename,
};
