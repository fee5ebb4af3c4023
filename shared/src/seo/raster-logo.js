// @ts-check
// Plain JavaScript, so the shell's Rspack config (which renders the file) and the JSON-LD (which names it) share it.

/**
 * The organization's logo as search engines ask for it: a raster image of at least 112×112 px. The shell's build
 * renders it from the site's one mark, shell/public/favicon.svg, at this size.
 */
export const RASTER_LOGO = /** @type {const} */ ({ path: '/logo.png', sizePx: 512 });
