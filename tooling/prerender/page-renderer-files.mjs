/**
 * Where a shell's build keeps its page renderer (app-config/page-renderer-config.mjs) and the app's own page it
 * renders into, relative to the build folder: not dot files, so a shell's release ships them.
 */
export const PAGE_RENDERER = { folder: '_render', entry: '_render/render-pages.cjs', appPage: '_render/app-page.html' };
