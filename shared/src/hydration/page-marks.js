// Attributes on <html> that say which parts of a prerendered page the app has taken over. The shell sets them; the
// click-replay part of the page's first script reads them to know when a press it kept can be handed to React; the
// end-to-end tests and the bench wait for PAGE_READY. Plain JavaScript, so that the bench (Node) reads them too.
// They live on <html>, outside #root, so the prerender never captures them into a page's HTML.

export const SHELL_HYDRATED = 'data-shell-hydrated';
/** On <html> in the served page until its first script listens; the page's controls are hidden meanwhile (tokens.css). */
export const BEFORE_PAGE_START = 'data-before-page-start';
export const PAGE_READY = 'data-app-ready';

// Marks the prerender writes into a page's head (tooling/prerender/page-html.mjs), which the page's first script and
// the app's entry read (shell/src/startup/start-app-after-paint.ts).

/** The preload link of the app's entry, the one script preloaded with the HTML. */
export const APP_ENTRY = 'data-app-entry';
/** A template of the shell's other take-over files, asked for once the page has painted. */
export const AFTER_FIRST_PAINT = 'data-after-first-paint';
/** A template of the page's remote's files, asked for once the deployed files have arrived. */
export const REMOTE_FILES = 'data-remote-files';
/** A JSON data block: the deployed files the take-over reads, asked for once the app's entry runs (ENTRY_RUNS). */
export const DEPLOYED_FILES = 'data-deployed-files';
/** The event the app's entry dispatches on the document in its own task, before its start-up. */
export const ENTRY_RUNS = 'callvera-entry-runs';
