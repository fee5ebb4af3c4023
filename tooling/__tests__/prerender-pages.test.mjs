import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageHtml } from '../prerender/page-html.mjs';
import {
  experimentOf,
  PAGE_EXPERIMENT_HEAD,
  pageExperimentHead,
  pageSplit,
  withPageExperimentHead,
} from '../prerender/page-experiment-head.mjs';
import { writeSearchFiles } from '../prerender/search-files.mjs';
import { checkedServedSite } from '../prerender/served-site.mjs';
import { NOT_FOUND_SAMPLE, outputFile, readAppTemplate, setPreviousPagesAside } from '../prerender/site-pages.mjs';
import { PAGE_RENDERER } from '../prerender/page-renderer-files.mjs';
import { copyRemoteStylesheets } from '../prerender/stylesheet-copies.mjs';

const ORIGIN = 'http://localhost:3000';
const PRICING = 'http://localhost:3002';
const APP_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><script async src="/assets/page-start.1.js"></script></head>' +
  '<body><div id="root"></div><script defer src="/assets/main.2.js"></script></body></html>';
const SITE_CONFIG = { siteUrl: 'https://callvera.example/', brand: 'Call<vera' };

/** A shell build folder holding the app's page (and the copy its build keeps) and its deployed site config, removed after the test. */
function shellBuild(t) {
  const dist = mkdtempSync(path.join(tmpdir(), 'prerender-pages-'));
  t.after(() => rmSync(dist, { recursive: true, force: true }));
  writeFileSync(path.join(dist, 'index.html'), APP_PAGE);
  mkdirSync(path.join(dist, PAGE_RENDERER.folder));
  writeFileSync(path.join(dist, PAGE_RENDERER.appPage), APP_PAGE);
  writeFileSync(path.join(dist, 'site-config.json'), JSON.stringify(SITE_CONFIG));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: '1.0.0+5d41402abc' } } }));
  return dist;
}

const siteAt = (dist) => ({ dist, origin: ORIGIN });

/** What capture() returns for a route of the pricing remote. */
const pricingCapture = (extra = {}) => ({
  head: ['<title>Pricing</title>', `<link rel="canonical" href="https://callvera.example/pricing">`],
  stylesheets: [`${ORIGIN}/assets/shell.css`, `${PRICING}/assets/pricing.css`],
  fonts: [`${ORIGIN}/assets/inter.woff2`],
  body: { root: `<main><h1>Plans</h1><img src="${ORIGIN}/logo.svg"></main>`, main: '<h1>Plans</h1>' },
  releases: { pricing: '</script><b>' },
  ...extra,
});

const blockOf = (html, attribute) => JSON.parse(html.match(new RegExp(`<script type="application/json" ${attribute}>(.*?)</script>`))[1]);

test("a page holds what was captured, with the shell's own files root-relative and a remote's pinned", (t) => {
  const dist = shellBuild(t);
  const integrity = new Map([[`${PRICING}/assets/pricing.css`, 'sha384-css']]);
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture(), [], integrity);

  assert.match(html, /<title data-prerendered="">Pricing<\/title>/);
  assert.match(html, /<link rel="stylesheet" href="\/assets\/shell.css">/);
  assert.match(html, /<link rel="stylesheet" href="http:\/\/localhost:3002\/assets\/pricing.css" crossorigin integrity="sha384-css">/);
  assert.match(html, /<link rel="preload" href="\/assets\/inter.woff2" as="font" type="font\/woff2" crossorigin>/);
  assert.match(html, /<div id="root"><main><h1>Plans<\/h1><img src="\/logo.svg"><\/main><\/div>/);
  assert.ok(!html.includes(ORIGIN), 'the page names no local origin of the shell');
});

test("a stylesheet the app's page already links is linked once, in the page's place, before the remotes'", (t) => {
  const dist = shellBuild(t);
  const linked = APP_PAGE.replace('</head>', '<link href="/assets/shell.css" rel="stylesheet"></head>');
  writeFileSync(path.join(dist, PAGE_RENDERER.appPage), linked);
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture());

  assert.deepEqual(
    [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag.match(/href="([^"]+)"/)[1]),
    ['/assets/shell.css', 'http://localhost:3002/assets/pricing.css'],
  );
});

test("a remote's stylesheets are copied to the shell's host at their path, linked there with their hash and their origin", (t) => {
  const dist = shellBuild(t);
  const pricingFolder = mkdtempSync(path.join(tmpdir(), 'pricing-build-'));
  t.after(() => rmSync(pricingFolder, { recursive: true, force: true }));
  mkdirSync(path.join(pricingFolder, 'assets'));
  writeFileSync(path.join(pricingFolder, 'assets/pricing.css'), '.plans{}');
  writeFileSync(path.join(pricingFolder, 'assets/pricing.css.br'), 'brotli');
  writeFileSync(path.join(pricingFolder, 'assets/clash.css'), '.a{}');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/clash.css'), '.b{}');
  writeFileSync(path.join(pricingFolder, 'top.css'), '.t{}');
  const site = {
    ...siteAt(dist),
    folders: [
      [ORIGIN, dist],
      [PRICING, pricingFolder],
    ],
  };

  const copies = copyRemoteStylesheets(site, [
    `${ORIGIN}/assets/shell.css`,
    `${PRICING}/assets/pricing.css`,
    `${PRICING}/assets/clash.css`,
    `${PRICING}/assets/missing.css`,
    `${PRICING}/top.css`,
    'http://localhost:3009/assets/other.css',
  ]);
  assert.deepEqual(
    [...copies],
    [[`${PRICING}/assets/pricing.css`, '/assets/pricing.css']],
    'only a remote file under assets/ that is there',
  );
  assert.equal(readFileSync(path.join(dist, 'assets/pricing.css'), 'utf8'), '.plans{}');
  assert.equal(readFileSync(path.join(dist, 'assets/pricing.css.br'), 'utf8'), 'brotli', 'with its precompressed copy');
  assert.equal(existsSync(path.join(dist, 'assets/pricing.css.gz')), false);
  assert.equal(readFileSync(path.join(dist, 'assets/clash.css'), 'utf8'), '.b{}', 'a shell file of the same name is left alone');

  const integrity = new Map([[`${PRICING}/assets/pricing.css`, 'sha384-css']]);
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture(), [], integrity, copies);
  assert.match(html, /<link rel="stylesheet" href="\/assets\/shell.css">/);
  assert.match(
    html,
    /<link rel="stylesheet" href="\/assets\/pricing.css" crossorigin integrity="sha384-css" data-copied-from="http:\/\/localhost:3002">/,
  );
  assert.ok(!html.includes(`${PRICING}/assets/pricing.css`), 'the remote host is not asked for it');
});

test('the entry script starts after the first paint: preloaded at low priority, no longer a script of the page', (t) => {
  const dist = shellBuild(t);
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture());
  assert.ok(!html.includes('<script defer src="/assets/main.2.js">'));
  assert.match(html, /<link rel="preload" href="\/assets\/main.2.js" as="script" fetchpriority="low" data-app-entry>/);
  assert.match(html, /<script async src="\/assets\/page-start.1.js"><\/script>/);
});

test("data blocks carry the deployed site config and the releases (the shell's build included), and no text in them can close the element", (t) => {
  const dist = shellBuild(t);
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture());
  assert.deepEqual(blockOf(html, 'data-deployed-file="/site-config.json"'), SITE_CONFIG);
  assert.deepEqual(blockOf(html, 'data-releases'), { shell: '1.0.0+5d41402abc', pricing: '</script><b>' });
  assert.ok(!html.includes('</script><b>'), 'a release name cannot end its block');
});

test("take-over files: the shell's after the first paint, the remote's with the entry's start, deployed files asked for by the first script", (t) => {
  const dist = shellBuild(t);
  const manifest = `${PRICING}/mf-manifest.json`;
  const integrity = new Map([
    [manifest, 'sha384-manifest'],
    [`${PRICING}/assets/plans.js`, 'sha384-plans'],
  ]);
  const files = [
    `${ORIGIN}/assets/react-dom.js`,
    `${ORIGIN}/remotes.json`,
    manifest,
    `${PRICING}/assets/plans.js`,
    `${ORIGIN}/assets/state.js`,
  ];
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture(), files, integrity);

  const head = html.slice(0, html.indexOf('</head>'));
  const preloadedWithHtml = head.replace(/<template[^>]*>.*?<\/template>/g, '').match(/<link rel="preload"[^>]* as="script"[^>]*>/g);
  assert.deepEqual(preloadedWithHtml, ['<link rel="preload" href="/assets/main.2.js" as="script" fetchpriority="low" data-app-entry>']);
  assert.equal(
    head.match(/<template data-after-first-paint>(.*?)<\/template>/)[1],
    '<link rel="preload" href="/assets/react-dom.js" as="script" fetchpriority="low"><link rel="preload" href="/assets/state.js" as="script" fetchpriority="low">',
  );
  assert.equal(
    head.match(/<template data-remote-files>(.*?)<\/template>/)[1],
    '<link rel="preload" href="http://localhost:3002/assets/plans.js" as="script" crossorigin integrity="sha384-plans" fetchpriority="low">',
  );
  assert.ok(!/<link[^>]*(remotes|mf-manifest)\.json/.test(html), 'no deployed file is preloaded');
  assert.deepEqual(blockOf(html, 'data-deployed-files'), [{ url: '/remotes.json' }, { url: manifest, integrity: 'sha384-manifest' }]);
});

test("an experiment's page carries its block before the first script and each variant's markup before #root", (t) => {
  const dist = shellBuild(t);
  const experiment = {
    block: {
      experiment: 'pricing',
      route: '/pricing',
      split: null,
      variants: { control: { release: '1', stylesheets: [] }, annual: { release: '2', stylesheets: [] } },
    },
    markup: { annual: `<h1>Yearly</h1><img src="${ORIGIN}/logo.svg">` },
  };
  const html = pageHtml(siteAt(dist), readAppTemplate(dist), pricingCapture({ experiment }));
  const block = html.indexOf('data-page-experiment');
  assert.ok(block > 0 && block < html.indexOf('<script async src="/assets/page-start.1.js">'), 'not split: the first script async');
  assert.deepEqual(experimentOf(html.match(PAGE_EXPERIMENT_HEAD)), experiment.block);
  assert.match(html, /<template data-variant-markup="annual"><h1>Yearly<\/h1><img src="\/logo.svg"><\/template><div id="root">/);
});

test("a split's head preloads the stylesheets of each variant visitors may be shown, and reads back as written", () => {
  const variants = {
    control: { release: '1', stylesheets: [] },
    annual: { release: '2', stylesheets: [{ href: 'https://pricing.example/a.css?x=1&y="2"', integrity: 'sha384-a' }] },
    paused: { release: '3', stylesheets: [{ href: 'https://pricing.example/p.css' }] },
  };
  const remoteMap = {
    pricing: {
      variants: [
        { name: 'control', weight: 50, entry: 'x' },
        { name: 'annual', weight: 50 },
        { name: 'paused', weight: 0 },
      ],
    },
    articles: 'http://localhost:3003/mf-manifest.json',
  };
  assert.equal(pageSplit(remoteMap, 'articles'), null);
  assert.equal(pageSplit(remoteMap, 'legal'), null);
  const split = pageSplit(remoteMap, 'pricing');
  assert.deepEqual(split, [
    { name: 'control', weight: 50 },
    { name: 'annual', weight: 50 },
    { name: 'paused', weight: 0 },
  ]);

  const experiment = { experiment: 'pricing', route: '/pricing', split, variants, note: '</script>' };
  const head = pageExperimentHead(experiment);
  assert.equal((head.match(/<link /g) ?? []).length, 1, 'only the variant with a weight is preloaded');
  assert.match(head, /href="https:\/\/pricing.example\/a.css\?x=1&amp;y=&quot;2&quot;" as="style" crossorigin integrity="sha384-a"/);
  const page = `<head>${head}<script src="/first.js"></script></head>`;
  const match = page.match(PAGE_EXPERIMENT_HEAD);
  assert.equal(match[0], head, 'the whole part is found again, its preloads included');
  assert.deepEqual(experimentOf(match), experiment);
  assert.equal(pageExperimentHead({ ...experiment, split: null }).includes('<link'), false, 'nothing preloaded while not split');
});

test('the first script holds the first paint only while the page splits its visitors, however often the split changes', () => {
  const page = '<html><head><script async src="/first.js"></script></head><body></body></html>';
  const experiment = { experiment: 'pricing', route: '/pricing', split: null, variants: { control: { release: '1', stylesheets: [] } } };
  const split = [
    { name: 'control', weight: 90 },
    { name: 'annual', weight: 10 },
  ];
  const firstScript = (html) => html.match(/<script(?: async)? src="\/first.js">/)[0];

  const notSplit = withPageExperimentHead(page, experiment);
  assert.equal(firstScript(notSplit), '<script async src="/first.js">');
  assert.ok(notSplit.indexOf('data-page-experiment') < notSplit.indexOf('/first.js'), 'the block comes before the script');
  const splitNow = withPageExperimentHead(notSplit, { ...experiment, split });
  assert.equal(firstScript(splitNow), '<script src="/first.js">');
  assert.deepEqual(experimentOf(splitNow.match(PAGE_EXPERIMENT_HEAD)).split, split);
  assert.equal((splitNow.match(/data-page-experiment/g) ?? []).length, 1, 'the part replaced, not added again');
  assert.equal(firstScript(withPageExperimentHead(splitNow, experiment)), '<script async src="/first.js">', 'the split ended');
});

test('each route has its file, the 404 page its own', () => {
  assert.equal(outputFile('/d', '/'), path.join('/d', 'index.html'));
  assert.equal(outputFile('/d', '/pricing'), path.join('/d', 'pricing/index.html'));
  assert.equal(outputFile('/d', '/blog/first'), path.join('/d', 'blog/first/index.html'));
  assert.equal(outputFile('/d', NOT_FOUND_SAMPLE), path.join('/d', '404.html'));
});

test('a second run starts from the app itself, and a failed run puts every earlier page back', (t) => {
  const dist = shellBuild(t);
  const template = readAppTemplate(dist);
  assert.equal(readFileSync(template.file, 'utf8'), APP_PAGE, "the app page is the build's kept copy");
  const write = (route, html) => {
    mkdirSync(path.dirname(outputFile(dist, route)), { recursive: true });
    writeFileSync(outputFile(dist, route), html);
  };
  write('/', 'home v1');
  write('/pricing', 'pricing v1');
  write('/legal', 'legal v1');

  const aside = setPreviousPagesAside(dist, { allRoutes: ['/pricing'], rendered: ['/pricing'], template });
  assert.equal(existsSync(outputFile(dist, '/pricing')), false, "the route's old page is not served to the app");
  assert.equal(readFileSync(outputFile(dist, '/'), 'utf8'), APP_PAGE, 'the home page is the app meanwhile');
  assert.equal(readFileSync(outputFile(dist, '/legal'), 'utf8'), 'legal v1', 'a page not rendered stays');
  assert.equal(readAppTemplate(dist).html, APP_PAGE, 'a second run reads the app, not a prerendered page');

  aside.restoreAll();
  assert.equal(readFileSync(outputFile(dist, '/pricing'), 'utf8'), 'pricing v1');
  assert.equal(readFileSync(outputFile(dist, '/'), 'utf8'), 'home v1');
});

test('a run of some routes puts the home page back when it rendered another', (t) => {
  const dist = shellBuild(t);
  const template = readAppTemplate(dist);
  writeFileSync(outputFile(dist, '/'), 'home v1');
  const aside = setPreviousPagesAside(dist, { allRoutes: ['/pricing'], rendered: ['/pricing'], template });
  aside.restoreHomePage();
  assert.equal(readFileSync(outputFile(dist, '/'), 'utf8'), 'home v1');
});

test('an app page without a deferred entry script, or none at all, is refused, naming the file', (t) => {
  const dist = shellBuild(t);
  const file = path.join(dist, PAGE_RENDERER.appPage);
  writeFileSync(file, '<html><head></head><body><div id="root"></div></body></html>');
  assert.throws(
    () => readAppTemplate(dist),
    (error) => error.message.includes(file) && /deferred entry script/.test(error.message),
  );
  rmSync(file);
  assert.throws(() => readAppTemplate(dist), {
    message: `${file} is missing: the shell's build writes it (build the shell, or release a shell built since)`,
  });
});

test("the sitemap lists every route on the site's own origin, and robots.txt names it", (t) => {
  const dist = shellBuild(t);
  writeSearchFiles(dist, ['/', '/pricing', '/blog/first'], '2026-11-26');
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  assert.deepEqual(
    [...sitemap.matchAll(/<loc>(.*?)<\/loc><lastmod>2026-11-26<\/lastmod>/g)].map((match) => match[1]),
    ['https://callvera.example/', 'https://callvera.example/pricing', 'https://callvera.example/blog/first'],
  );
  assert.equal(
    readFileSync(path.join(dist, 'robots.txt'), 'utf8'),
    'User-agent: *\nAllow: /\n\nSitemap: https://callvera.example/sitemap.xml\n',
  );
});

test('the prerender is told which parts of the site it was given unusable', () => {
  const usable = {
    dist: '/d',
    origin: ORIGIN,
    routes: ['/'],
    target: { deployment: 'local', portBase: 3000 },
    folders: [[ORIGIN, '/d']],
    pinToBuilds: (map) => ({ map, problems: [] }),
    launchBrowser: async () => ({}),
  };
  assert.equal(checkedServedSite(usable), usable);
  assert.throws(
    () => checkedServedSite({ ...usable, dist: undefined, folders: 'yes', target: null }),
    /no usable dist \(string\), target \(object\), folders \(object\)/,
  );
  assert.throws(() => checkedServedSite(undefined), /dist \(string\).*launchBrowser \(function\)/);
});
