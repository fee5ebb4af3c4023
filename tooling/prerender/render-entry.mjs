// What the shell's build ships to render its pages (`_render/render-pages.cjs` in its build, built by
// app-config/page-renderer-config.mjs): the prerender, and the routes as this shell's registry assigns them. The
// shell owns its pages, so a remote's release renders its routes with the live shell's copy of both, never with the
// releasing checkout's.
import { SITE_REGISTRY } from '@callvera/shared/registry';

export { prerenderSite } from './prerender-site.mjs';

/** Every route of the site, in the order the sitemap lists them, with the remote that renders it. */
export const routes = SITE_REGISTRY.routes.map(({ path, remote }) => ({ path, remote }));
