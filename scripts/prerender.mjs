// Prerenders the site's pages after the build (scripts/prerender/prerender-site.mjs): node scripts/prerender.mjs
// A remote's release re-renders only its routes: --routes=/pricing,/other
import { isProgram } from './is-program.mjs';
import { prerenderSite } from './prerender/prerender-site.mjs';

if (isProgram(import.meta.url)) {
  const routes = process.argv
    .find((arg) => arg.startsWith('--routes='))
    ?.slice('--routes='.length)
    .split(',');
  await prerenderSite({ routes });
}
