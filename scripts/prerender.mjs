// Prerenders every route of the composed production site into shell/dist, so
// each route's HTML, as served, already holds its title, metadata and full
// content. It also writes sitemap.xml and robots.txt.
// Run after the build: node scripts/prerender.mjs
// A remote's release re-renders only its routes: --routes=/pricing leaves every
// other page, 404.html and the search files as they are.
/* global document, NodeFilter, Node -- the capture functions run inside the page */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SITE_ORIGIN as ORIGIN, SITE_PATHS_FILE, startSiteServers } from './start-site-servers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'shell/dist');
/** The routes of spec §2, and a path no route matches (for 404.html). */
const ONLY_ROUTES = process.argv.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length).split(',');
const ROUTES = ONLY_ROUTES ?? JSON.parse(readFileSync(SITE_PATHS_FILE, 'utf8'));
const NOT_FOUND_SAMPLE = '/__prerender-not-found__';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// The app's own page, before any prerendering; kept so running this twice is safe.
const templateFile = path.join(dist, '.app-shell.html');
if (!existsSync(templateFile)) copyFileSync(path.join(dist, 'index.html'), templateFile);
const template = readFileSync(templateFile, 'utf8');
// A second run must render each route afresh: pages from the first would be served
// to the app, which would hydrate them instead of rendering the current release.
for (const route of ROUTES) rmSync(outputFile(route), { force: true });
const keptHomePage = ONLY_ROUTES && !ONLY_ROUTES.includes('/') ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
copyFileSync(templateFile, path.join(dist, 'index.html'));

/** Captures what the visitor would see once the route's remote has rendered. */
async function capture(page, route) {
  const response = await page.goto(`${ORIGIN}${route}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
  const wrapsRemotePage = route !== NOT_FOUND_SAMPLE;
  return page.evaluate((wrapsRemotePage) => {
    const headSelector = 'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
    const unique = (list) => [...new Set(list)];
    return {
      head: [...document.head.querySelectorAll(headSelector)].map((element) => element.outerHTML),
      stylesheets: unique([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href)),
      fonts: unique(performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.woff2'))),
      body: (() => {
        // React hydrates a Suspense boundary from the comments its server renderer writes
        // around it; the page inside <main> sits in the shell's RemoteSection boundary.
        const copy = document.getElementById('root').cloneNode(true);
        // Adjacent text nodes would merge once parsed; React's server renderer keeps them
        // apart with an empty comment, and hydration expects the same.
        const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
        const texts = [];
        while (walker.nextNode()) texts.push(walker.currentNode);
        for (const text of texts) if (text.nextSibling?.nodeType === Node.TEXT_NODE) text.after(document.createComment(' '));
        const wrapInSuspenseMarkers = (element) => {
          element.prepend(document.createComment('$'));
          element.append(document.createComment('/$'));
        };
        const main = copy.querySelector('main');
        if (wrapsRemotePage && main) wrapInSuspenseMarkers(main);
        // Blocks a page hydrates only as they near the screen, each in a boundary of its own.
        copy.querySelectorAll('[data-hydrates-near-screen]').forEach(wrapInSuspenseMarkers);
        return copy.innerHTML;
      })(),
      unavailable: document.body.innerText.includes('is temporarily unavailable'),
    };
  }, wrapsRemotePage);
}

/**
 * The shell's own files as root-relative URLs, as its bundler requests them: it then
 * finds the prerendered stylesheet in place instead of adding it again (a second
 * style and layout pass), and the pages work on whatever origin the shell is deployed.
 */
const shellRelative = (html) => html.replaceAll(`${ORIGIN}/`, '/');

function pageHtml({ head, stylesheets, fonts, body }) {
  const attr = (value) => shellRelative(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const headTags = [
    // Marked so the app can drop them and render its own when it takes over.
    ...head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-prerendered=""')),
    ...fonts.map((href) => `<link rel="preload" href="${attr(href)}" as="font" type="font/woff2" crossorigin>`),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
  ].join('');
  return template.replace('</head>', `${headTags}</head>`).replace('<div id="root"></div>', `<div id="root">${shellRelative(body)}</div>`);
}

function outputFile(route) {
  if (route === '/') return path.join(dist, 'index.html');
  if (route === NOT_FOUND_SAMPLE) return path.join(dist, '404.html');
  return path.join(dist, route.slice(1), 'index.html');
}

function writeSearchFiles() {
  const { siteUrl } = JSON.parse(readFileSync(path.join(dist, 'site-config.json'), 'utf8'));
  const today = new Date().toISOString().slice(0, 10);
  const urls = ROUTES.map((route) => `  <url><loc>${new URL(route, siteUrl).href}</loc><lastmod>${today}</lastmod></url>`);
  writeFileSync(
    path.join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(path.join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`);
}

// The shell is served as a plain single-page app here, so the app itself renders each route.
const servers = await startSiteServers({ shellAsSpa: true });
let browser;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  // Reduced motion: animated parts (the rotating headline) are captured in the state the app starts in.
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  await context.route((url) => !/^(http:\/\/localhost(:\d+)?\/|data:|blob:)/.test(url.href), (route) => route.abort());
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') console.error(`  [${page.url()}] ${message.text()}`); });
  const pages = [];
  for (const route of ONLY_ROUTES ?? [...ROUTES, NOT_FOUND_SAMPLE]) {
    const captured = await capture(page, route);
    if (captured.unavailable) throw new Error(`${route}: a remote was unavailable while prerendering`);
    pages.push({ route, html: pageHtml(captured) });
  }
  // Written only once all are captured: the server hands index.html to every route meanwhile.
  for (const { route, html } of pages) {
    const file = outputFile(route);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerendered ${route} → ${path.relative(root, file)} (${(html.length / 1024).toFixed(0)} KB)`);
  }
  if (!ONLY_ROUTES) {
    writeSearchFiles();
    console.log('wrote sitemap.xml and robots.txt');
  }
} finally {
  if (keptHomePage) writeFileSync(path.join(dist, 'index.html'), keptHomePage);
  await browser?.close();
  servers.stop();
}
