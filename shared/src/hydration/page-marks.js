// Attributes on <html> that say which parts of a prerendered page the app has taken over. The shell sets them; the
// click-replay part of the page's first script reads them to know when a press it kept can be handed to React; the
// end-to-end tests and the bench wait for PAGE_READY. Plain JavaScript, so that the bench (Node) reads them too.
// They live on <html>, outside #root, so the prerender never captures them into a page's HTML.

export const SHELL_HYDRATED = 'data-shell-hydrated';
/** On <html> in the served page until its first script listens; the page's controls are hidden meanwhile (tokens.css). */
export const BEFORE_PAGE_START = 'data-before-page-start';
export const PAGE_READY = 'data-app-ready';
