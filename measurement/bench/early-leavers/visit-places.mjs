// Where the bench's visitors come from and go to, in every engine.

/** The dashboard's origin, where pricing's Get Started leads (site-config.json's dashboardUrl). */
export const DASHBOARD = 'https://app.callvera.ai';
/** Its answer comes after four round trips of a phone's 150 ms link: the page is left when the next one arrives. */
export const DASHBOARD_ANSWERS_AFTER_MS = 600;
/** The page a visitor who presses Back was on before: another site's. */
export const PAGE_BEFORE = 'data:text/html,<!doctype html><title>Search results</title><p>Callvera pricing</p>';
/** The link out a visitor presses: pricing's Get Started of its monthly Pro plan, to the dashboard. */
export const outLink = { within: { role: 'list', name: 'Monthly plans' }, name: 'Get Started with Pro' };

/**
 * An engine's visitors: `visit` loads `url`, waits `afterMs` past its first contentful paint and leaves by `way`,
 * returning when it left, the vitals the browser had measured (page-moments.mjs), and `done` (once the bench has
 * read the log).
 * @typedef {{ name: string, speeds: string[], close: () => Promise<void>,
 *   visit: (visit: { url: string, afterMs: number, way: string, speed: string }) =>
 *     Promise<{ leftAfterMs: number, measured: string[], done: () => Promise<void> }> }} Visitor
 */
