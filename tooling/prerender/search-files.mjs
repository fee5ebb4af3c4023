// What search engines read beside the pages: the sitemap of every route, and robots.txt naming it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDeployedJson } from './site-pages.mjs';

/** Writes both into the shell's build folder, each URL on the site's own origin (its site-config.json's siteUrl). */
export function writeSearchFiles(dist, routes, today = new Date().toISOString().slice(0, 10)) {
  const { siteUrl } = readDeployedJson(dist, 'site-config.json');
  const urls = routes.map((route) => `  <url><loc>${new URL(route, siteUrl).href}</loc><lastmod>${today}</lastmod></url>`);
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`);
}
