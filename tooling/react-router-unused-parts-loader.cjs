// CommonJS: Rspack runs a loader with require().
/**
 * React Router ships its components in one module, each defined at the top level as `var Form = React.forwardRef(…)`
 * and then named for React's developer tools with `Form.displayName = "Form"`. The bundler keeps a top-level
 * statement it cannot prove free of effects, and with it everything the statement names: a shell that uses only the
 * declarative router and its hooks carried Form, NavLink, the data router's submission code and their helpers
 * (docs/speed.md, "React Router's unused components out of the shell's entry"). In a production build the naming
 * statements go (a name is for the developer tools only), and SWC's React transform marks React's top-level calls
 * (forwardRef, memo, createContext) free of effects, so an unused component and what only it reaches are left out.
 */
module.exports = function reactRouterUnusedPartsLoader(source) {
  return source.replace(DEVTOOLS_NAME_STATEMENT, '');
};

/** `Component.displayName = "Name";` alone on its line, as React Router's build writes it at the top level. */
const DEVTOOLS_NAME_STATEMENT = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** The rule: the naming statements dropped, then React's top-level calls marked pure (loaders run last to first). */
module.exports.reactRouterUnusedPartsRule = {
  // Whichever of its builds the app resolves (a production app resolves its production build: module-resolution.mjs).
  test: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
  use: [
    {
      loader: 'builtin:swc-loader',
      // The React transform's pure annotations run only when the parser reads JSX; the module has none to compile.
      options: { jsc: { parser: { syntax: 'ecmascript', jsx: true }, target: 'esnext', transform: { react: { runtime: 'automatic' } } } },
    },
    { loader: __filename },
  ],
  type: 'javascript/auto',
};
