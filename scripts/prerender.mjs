// Prerenders every route of the composed production site into shell/dist, so
// each route's HTML, as served, already holds its title, metadata and full
// content. It also writes sitemap.xml and robots.txt.
// Run after the build: node scripts/prerender.mjs
// A remote's release re-renders only its routes: --routes=/pricing leaves every
// other page, 404.html and the search files as they are.
/* global document, NodeFilter, Node -- the capture functions run inside the page */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SITE_ORIGIN as ORIGIN, startSiteServers } from './start-site-servers.mjs';
import { SITE_APPS, SITE_PATHS, SITE_TARGET } from './site-apps.mjs';
import { SITE_REGISTRY } from '../shared/registry/site-registry.js';
import { variantManifest } from '../shared/registry/site-origins.js';
import { jsonBlockText, pageExperimentHead, pageSplit } from './release/page-splits.mjs';
import { integrityOf } from '../tooling/manifest-integrity.mjs';
import { pinnedToTheseBuilds } from './pin-builds.mjs';

/** Set on <html> when a route's page took over, to the time it did (shell/src/startup/hydration-marks.ts). */
const PAGE_READY = 'data-app-ready';
/** The JSON data block naming the release of each remote a page was rendered from (shell/src/field-signal/remote-release.ts). */
const REMOTE_RELEASES = 'data-remote-releases';
/** A template holding an experiment variant's markup, which the page's first script may show instead (shell/src/startup/variant-before-paint.ts). */
const VARIANT_MARKUP = 'data-variant-markup';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'shell/dist');
/** The routes of the registry (shared/registry/site-registry.js), and a path no route matches (for 404.html). */
const ONLY_ROUTES = process.argv
  .find((arg) => arg.startsWith('--routes='))
  ?.slice('--routes='.length)
  .split(',');
const ROUTES = ONLY_ROUTES ?? SITE_PATHS;
const NOT_FOUND_SAMPLE = '/__prerender-not-found__';
// A page handed to the browser by the script (not by a server on loopback) counts as
// public, and Chromium would refuse its requests to the remotes on localhost.
const chromiumSetup = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const CHROMIUM_ARGS = ['--disable-features=LocalNetworkAccessChecks', ...chromiumSetup.args];

// The app's own page, before any prerendering; kept so running this twice is safe.
const templateFile = path.join(dist, '.app-shell.html');
if (!existsSync(templateFile)) copyFileSync(path.join(dist, 'index.html'), templateFile);
const template = readFileSync(templateFile, 'utf8');
/** The page already names these; preloading them again would only add bytes to its head. */
const TEMPLATE_SCRIPTS = [...template.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
/**
 * The app's entry, run by the page's first script once the page has painted (shell/src/startup/start-app-after-paint.ts):
 * the pages name it in a preload link marked APP_ENTRY, and keep smaller take-over files in a template marked
 * AFTER_FIRST_PAINT, which that script asks for at the same time, with the deployed files (remotes.json,
 * site-config.json, the remotes' manifests) a data block marked DEPLOYED_FILES lists.
 */
const APP_ENTRY = 'data-app-entry';
const AFTER_FIRST_PAINT = 'data-after-first-paint';
const DEPLOYED_FILES = 'data-deployed-files';
const entryScriptTag = template.match(/<script defer src="([^"]+)"><\/script>/);
if (!entryScriptTag)
  throw new Error(
    `${path.relative(root, templateFile)} has no deferred entry script for the prerendered pages to start after their first paint`,
  );
/**
 * Take-over files of this size (gzip) or more are preloaded with the HTML, smaller ones after the first paint. The take-over
 * waits on the largest (React DOM and the packages shared with it); the small ones, asked for once the page has painted,
 * still arrive before it on a slow link (measured on an emulated phone), and stay out of the paint in Lighthouse's model.
 */
const PRELOADED_WITH_HTML_MIN_BYTES = 32 * 1024;
/** Deployed beside the shell, and written into every page, so the app needs no request to take over. */
const SITE_CONFIG_FILE = '/site-config.json';
/** What this run renders: every route and the 404 page, or only the routes asked for. */
const RENDERED = ONLY_ROUTES ?? [...ROUTES, NOT_FOUND_SAMPLE];

/**
 * A second run must render each route afresh: pages from the first would be served
 * to the app, which would hydrate them instead of rendering the current release.
 * The home page's file is the app itself meanwhile. Returns how to put pages back:
 * all of them when the run fails, and the home page when it was not rendered.
 */
function setPreviousPagesAside() {
  const files = [...new Set([...RENDERED, '/'].map(outputFile))].filter((file) => existsSync(file));
  const previous = files.map((file) => ({ file, html: readFileSync(file, 'utf8') }));
  for (const route of ROUTES) rmSync(outputFile(route), { force: true });
  copyFileSync(templateFile, path.join(dist, 'index.html'));
  const put = (pages) => pages.forEach(({ file, html }) => writeFileSync(file, html));
  return {
    restoreAll: () => put(previous),
    restoreHomePage: () => put(RENDERED.includes('/') ? [] : previous.filter(({ file }) => file === outputFile('/'))),
  };
}

/** Captures what the visitor would see once the route's remote has rendered (`query`: e.g. a variant forced). */
async function capture(page, route, query = '') {
  const response = await page.goto(`${ORIGIN}${route}${query}`, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`);
  await page.locator('main h1').first().waitFor();
  await page.locator(`html[${PAGE_READY}]`).waitFor({ state: 'attached' });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.evaluate(() => document.fonts.ready);
  const wrapsRemotePage = route !== NOT_FOUND_SAMPLE;
  return page.evaluate((wrapsRemotePage) => {
    const headSelector =
      'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';
    const unique = (list) => [...new Set(list)];
    return {
      head: [...document.head.querySelectorAll(headSelector)].map((element) => element.outerHTML),
      stylesheets: unique([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href)),
      fonts: unique(
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.woff2')),
      ),
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
        return { root: copy.innerHTML, main: main?.innerHTML ?? '' };
      })(),
      // Each remote's build version, from the manifests the federation runtime fetched for this page.
      releases: Object.fromEntries(
        Object.entries(globalThis.__FEDERATION__?.moduleInfo ?? {}).flatMap(([key, info]) =>
          key.includes(':') && typeof info.buildVersion === 'string' ? [[key.split(':')[0], info.buildVersion]] : [],
        ),
      ),
      unavailable: document.body.innerText.includes('is temporarily unavailable'),
      // The error screen (a broken deployed file, say) must never be written as a route's page.
      failure: document.getElementById('error-title')
        ? (document.querySelector('main p:last-of-type')?.textContent ?? 'error screen')
        : null,
    };
  }, wrapsRemotePage);
}

function checked(route, captured) {
  if (captured.unavailable) throw new Error(`${route}: a remote was unavailable while prerendering`);
  if (captured.failure && route !== NOT_FOUND_SAMPLE)
    throw new Error(`${route}: the site showed its error screen while prerendering: ${captured.failure}`);
  return captured;
}

/**
 * The experiment on a route's remote, when the registry lists variants of it or the shell's remotes.json splits
 * it: every variant to render (the split's, else the control and the registry's variants, each from its
 * manifest), and the split the pages carry (none while remotes.json does not split it).
 */
function routeExperiment(route) {
  const remote = SITE_REGISTRY.routes.find((candidate) => candidate.path === route)?.remote;
  const remoteMap = JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8'));
  const source = remote && remoteMap[remote];
  if (!source) return null;
  const registered = SITE_REGISTRY.variants.filter((variant) => variant.remote === remote);
  const control = typeof source === 'string' ? { entry: source } : source;
  const listed = control.variants ?? [
    { name: 'control', ...control },
    ...registered.map(({ name }) => ({ name, entry: variantManifest(remote, name, SITE_TARGET) })),
  ];
  if (listed.length < 2) return null;
  // Pinned as the remotes.json a split is deployed with (a production shell loads no unpinned variant).
  const pinned = pinnedToTheseBuilds({
    [remote]: { variants: listed.map((variant, index) => ({ weight: index === 0 ? 1 : 0, ...variant })) },
  });
  if (pinned.problems.length) throw new Error(`${route}: its variants cannot be pinned to these builds:\n${pinned.problems.join('\n')}`);
  return { remote, remoteMap, variants: pinned.map[remote].variants, split: pageSplit(remoteMap, remote) };
}

/**
 * Renders an experiment's route once per variant, each forced as QA forces one: the control's markup is the
 * page, each other variant's is kept in a template with the stylesheets and release it needs, for the page's
 * first script to show instead to a visitor assigned it.
 */
async function captureVariants(page, route, { remote, remoteMap, variants, split }) {
  const everyVariant = { variants: variants.map((variant, index) => ({ ...variant, weight: index === 0 ? 1 : 0 })) };
  const served = (request) => request.fulfill({ json: { ...remoteMap, [remote]: everyVariant } });
  await page.route('**/remotes.json', served);
  try {
    const captures = [];
    for (const { name } of variants)
      captures.push({ name, captured: checked(route, await capture(page, route, `?${remote}-variant=${name}`)) });
    const [{ name: controlName, captured: controlPage }] = captures;
    const controlStylesheets = new Set(controlPage.stylesheets);
    const block = { experiment: remote, route, split, variants: {} };
    const markup = {};
    for (const { name, captured } of captures) {
      // Each with its hash: a remote's files load only as they were released (remote-pin.ts).
      const own = name === controlName ? [] : captured.stylesheets.filter((href) => !controlStylesheets.has(href));
      const integrity = await remoteFilesIntegrity(own);
      block.variants[name] = {
        release: captured.releases[remote] ?? 'unknown',
        stylesheets: own.map((href) => ({ href, integrity: integrity.get(href) })),
      };
      if (name !== controlName) markup[name] = captured.body.main;
    }
    return { ...controlPage, experiment: { block, markup } };
  } finally {
    await page.unroute('**/remotes.json', served);
  }
}

/**
 * Loads a prerendered page as a visitor gets it and lists the code (and the
 * remote map) it fetched, one file after another, before its page was taken
 * over: the page then asks for all of it at once, from its own HTML. The
 * deployed site config is among them: the page is taken over only once its
 * copy has been checked against it, and fetched once the app runs, it would
 * add a round trip at the end of start-up.
 */
async function filesBeforeTakeOver(browser, route, query = '') {
  // A fresh context: files in the browser's cache would leave no trace in the page's timeline.
  // A phone's screen: blocks further down load as they near it, and are not the page's to preload.
  const context = await newSiteContext(browser, { width: 375, height: 667 });
  const page = await context.newPage();
  const url = `${ORIGIN}${route}${query}`;
  await page.route(url, (request) => request.fulfill({ path: outputFile(route), contentType: 'text/html; charset=utf-8' }));
  try {
    await page.goto(url);
    await page.locator(`html[${PAGE_READY}]`).waitFor({ state: 'attached' });
    if (await page.getByText('is temporarily unavailable').count()) throw new Error(`${route}: a remote failed on the prerendered page`);
    return await page.evaluate(
      ({ pageReady, templateScripts }) => {
        const ready = Number(document.documentElement.getAttribute(pageReady));
        const names = performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.startTime < ready &&
              /\.js$|\/mf-manifest\.json$|^\/remotes\.json$|^\/site-config\.json$/.test(new URL(entry.name).pathname),
          )
          .map((entry) => entry.name)
          .filter((name) => !templateScripts.includes(new URL(name).pathname));
        return [...new Set(names)];
      },
      { pageReady: PAGE_READY, templateScripts: TEMPLATE_SCRIPTS },
    );
  } finally {
    await context.close();
  }
}

/** A file the page names, as the local servers answer for it. */
async function bytesOf(url, doing) {
  const local = LOCAL_STAND_INS.reduce(
    (href, [origin, stand]) => (href.startsWith(`${origin}/`) ? stand + href.slice(origin.length) : href),
    url,
  );
  const response = await fetch(local);
  if (!response.ok) throw new Error(`${url} answered ${response.status} while ${doing}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The take-over files split by PRELOADED_WITH_HTML_MIN_BYTES, each list in the order the page asked for them. */
async function splitBySize(files) {
  const gzipBytes = async (url) => gzipSync(await bytesOf(url, 'sizing the take-over files')).length;
  const sizes = await Promise.all(files.map(gzipBytes));
  return {
    withHtml: files.filter((_, index) => sizes[index] >= PRELOADED_WITH_HTML_MIN_BYTES),
    afterFirstPaint: files.filter((_, index) => sizes[index] < PRELOADED_WITH_HTML_MIN_BYTES),
  };
}

/**
 * A production build names its remotes' production origins (its remotes.json, the origins it trusts, and so the
 * files its pages preload); the local servers answer for them here.
 */
const LOCAL_STAND_INS =
  SITE_TARGET.deployment === 'production'
    ? SITE_APPS.filter((app) => app.remote).map((app) => [app.origin, `http://localhost:${app.port}`])
    : [];

/** Reduced motion: animated parts (the rotating headline) are captured in the state the app starts in. */
async function newSiteContext(browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport });
  await context.route(
    (url) => !/^(http:\/\/localhost(:\d+)?\/|data:|blob:)/.test(url.href),
    (route) => route.abort(),
  );
  // Registered last, so asked first.
  for (const [origin, local] of LOCAL_STAND_INS) {
    await context.route(
      (url) => url.origin === origin,
      async (route) => route.fulfill({ response: await route.fetch({ url: `${local}${new URL(route.request().url()).pathname}` }) }),
    );
  }
  return context;
}

/**
 * The shell's own files as root-relative URLs, as its bundler requests them: it then
 * finds the prerendered stylesheet in place instead of adding it again (a second
 * style and layout pass), and the pages work on whatever origin the shell is deployed.
 */
const shellRelative = (html) => html.replaceAll(`${ORIGIN}/`, '/');

/** A JSON data block: not a script, so the CSP allows it; `<` escaped so no text can close the element. */
function jsonBlock(attributes, value) {
  return `<script type="application/json" ${attributes}>${jsonBlockText(value)}</script>`;
}

/** A deployed file's content, so the page needs no request to take over. */
function dataBlock(file) {
  return jsonBlock(`data-deployed-file="${file}"`, JSON.parse(readFileSync(path.join(dist, file), 'utf8')));
}

/**
 * A remote's files load checked against their hash (Subresource Integrity, over CORS: the remote's code pins its
 * files, remotes.json its manifest and entry), so the page names each with its hash (and a script or stylesheet
 * with crossorigin), or the browser would not use the copy it already has. The shell's own files are its origin's.
 */
async function remoteFilesIntegrity(urls) {
  const remote = [...new Set(urls)].filter((url) => !url.startsWith(`${ORIGIN}/`));
  return new Map(await Promise.all(remote.map(async (url) => [url, integrityOf(await bytesOf(url, "pinning the remotes' files"))])));
}

/**
 * Scripts load as the bundlers add them (no crossorigin; a remote's, with its hash). At low priority: on a slow
 * link they would otherwise share it with the stylesheets and the font that the first paint waits for
 * (Lighthouse measured 1 s later paint with them at their default).
 */
function preloadTag(href, marks = '', pinned = '') {
  return `<link rel="preload" href="${href}" as="script"${pinned} fetchpriority="low"${marks}>`;
}

/**
 * The deployed files the take-over reads (remotes.json, site-config.json, the remotes' manifests) are not
 * preloaded: the page's first script asks for them when it asks for the small take-over files, a manifest
 * checked against its hash, and the app takes those responses (shared/src/deployment/deployed-file-request.ts
 * says why a preload would not do).
 */
const isDeployedFile = (href) => href.endsWith('.json');

function pageHtml(
  { head, stylesheets, fonts, body, releases, experiment },
  { withHtml = [], afterFirstPaint = [] } = {},
  integrity = new Map(),
) {
  const attr = (value) => shellRelative(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const pinned = (href) => (integrity.has(href) ? ` crossorigin integrity="${integrity.get(href)}"` : '');
  const preload = (href, marks) => preloadTag(attr(href), marks, pinned(href));
  const preloaded = (href) => !isDeployedFile(href);
  const deployedFiles = [...withHtml, ...afterFirstPaint]
    .filter(isDeployedFile)
    .map((href) => ({ url: shellRelative(href), integrity: integrity.get(href) }));
  const smallFiles = afterFirstPaint.filter(preloaded);
  const headTags = [
    // Marked so the app can drop them and render its own when it takes over.
    ...head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-prerendered=""')),
    ...fonts.map((href) => `<link rel="preload" href="${attr(href)}" as="font" type="font/woff2" crossorigin>`),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${attr(href)}"${pinned(href)}>`),
    ...withHtml.filter(preloaded).map((href) => preload(href)),
    preload(entryScriptTag[1], ` ${APP_ENTRY}`),
    ...(smallFiles.length ? [`<template ${AFTER_FIRST_PAINT}>${smallFiles.map((href) => preload(href)).join('')}</template>`] : []),
    ...(deployedFiles.length ? [jsonBlock(DEPLOYED_FILES, deployedFiles)] : []),
    dataBlock(SITE_CONFIG_FILE),
    jsonBlock(REMOTE_RELEASES, releases),
  ].join('');
  // Read by the page's first script before anything else, so it comes before it; each variant's markup before #root.
  const experimentHead = experiment ? shellRelative(pageExperimentHead(experiment.block)) : '';
  const variantMarkup = Object.entries(experiment?.markup ?? {})
    .map(([name, markup]) => `<template ${VARIANT_MARKUP}="${name}">${shellRelative(markup)}</template>`)
    .join('');
  return template
    .replace(entryScriptTag[0], '')
    .replace('<script ', `${experimentHead}<script `)
    .replace('</head>', `${headTags}</head>`)
    .replace('<div id="root"></div>', `${variantMarkup}<div id="root">${shellRelative(body.root)}</div>`);
}

function outputFile(route) {
  if (route === '/') return path.join(dist, 'index.html');
  if (route === NOT_FOUND_SAMPLE) return path.join(dist, '404.html');
  return path.join(dist, route.slice(1), 'index.html');
}

function writePage(route, html) {
  const file = outputFile(route);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
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
const previousPages = setPreviousPagesAside();
let browser;
let written = false;
try {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumSetup.path, args: CHROMIUM_ARGS });
  const page = await (await newSiteContext(browser)).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`  [${page.url()}] ${message.text()}`);
  });
  const pages = [];
  for (const route of RENDERED) {
    const experiment = routeExperiment(route);
    const captured = experiment ? await captureVariants(page, route, experiment) : checked(route, await capture(page, route));
    pages.push({ route, captured });
  }
  // Written only once all are captured: the server hands index.html to every route meanwhile.
  for (const { route, captured } of pages) writePage(route, pageHtml(captured, {}, await remoteFilesIntegrity(captured.stylesheets)));
  for (const { route, captured } of pages) {
    // An experiment's page preloads the control's files: the variant a visitor may be shown instead loads its own.
    const control =
      captured.experiment && `?${captured.experiment.block.experiment}-variant=${Object.keys(captured.experiment.block.variants)[0]}`;
    const files = await filesBeforeTakeOver(browser, route, control || '');
    const html = pageHtml(captured, await splitBySize(files), await remoteFilesIntegrity([...captured.stylesheets, ...files]));
    writePage(route, html);
    console.log(`prerendered ${route} → ${path.relative(root, outputFile(route))} (${(html.length / 1024).toFixed(0)} KB)`);
  }
  written = true;
  if (!ONLY_ROUTES) {
    writeSearchFiles();
    console.log('wrote sitemap.xml and robots.txt');
  }
} finally {
  if (written) previousPages.restoreHomePage();
  else previousPages.restoreAll();
  await browser?.close();
  servers.stop();
}
