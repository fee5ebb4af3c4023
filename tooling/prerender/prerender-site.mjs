// Prerenders the composed production site into the shell's build folder, so each route's HTML, as served, already
// holds its title, metadata and full content; a whole run also writes sitemap.xml and robots.txt.
import path from 'node:path';
import { capture, checked } from './capture.mjs';
import { captureVariants, routeExperiment } from './experiment-pages.mjs';
import { pageHtml } from './page-html.mjs';
import { writeSearchFiles } from './search-files.mjs';
import { checkedServedSite } from './served-site.mjs';
import { launchBrowser, newSiteContext, remoteFilesIntegrity } from './site-browser.mjs';
import { copyRemoteStylesheets } from './stylesheet-copies.mjs';
import { NOT_FOUND_SAMPLE, outputFile, readAppTemplate, setPreviousPagesAside, writePage } from './site-pages.mjs';
import { filesBeforeTakeOver, largestFirst } from './take-over-files.mjs';

/**
 * Renders every route of `site` and the 404 page, or only `routes` (a remote's release re-renders its own:
 * every other page, 404.html and the search files stay as they are).
 * @param {import('./served-site.mjs').ServedSite} servedSite
 * @param {{ routes?: string[] }} [options]
 */
export async function prerenderSite(servedSite, { routes } = {}) {
  const site = checkedServedSite(servedSite);
  const rendered = routes ?? [...site.routes, NOT_FOUND_SAMPLE];
  const template = readAppTemplate(site.dist);
  // The shell's folder answers as a plain single-page app, so the app itself renders each route.
  const previousPages = setPreviousPagesAside(site.dist, { allRoutes: routes ?? site.routes, rendered, template });
  let browser;
  let written = false;
  try {
    browser = await launchBrowser(site);
    const pages = (await captureRoutes(browser, site, rendered)).map(({ route, captured }) => ({
      route,
      captured,
      copies: copyRemoteStylesheets(site, captured.stylesheets),
    }));
    // Written only once all are captured: the shell's folder hands index.html to every route meanwhile.
    for (const { route, captured, copies } of pages) {
      const integrity = await remoteFilesIntegrity(site, captured.stylesheets);
      writePage(site.dist, route, pageHtml(site, template, captured, [], integrity, copies));
    }
    for (const { route, captured, copies } of pages) {
      const html = await pageWithTakeOverFiles(browser, site, template, route, captured, copies);
      writePage(site.dist, route, html);
      console.log(`prerendered ${route} → ${shownPath(outputFile(site.dist, route))} (${(html.length / 1024).toFixed(0)} KB)`);
    }
    written = true;
    if (!routes) {
      writeSearchFiles(site.dist, site.routes);
      console.log('wrote sitemap.xml and robots.txt');
    }
  } finally {
    if (written) previousPages.restoreHomePage();
    else previousPages.restoreAll();
    await browser?.close();
  }
}

/** A file as the person who ran the command finds it: from where they are, or whole when outside it. */
function shownPath(file) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

async function captureRoutes(browser, site, rendered) {
  const page = await (await newSiteContext(browser, site)).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`  [${page.url()}] ${message.text()}`);
  });
  const pages = [];
  for (const route of rendered) {
    const experiment = routeExperiment(site, route);
    const captured = experiment ? await captureVariants(site, page, route, experiment) : checked(route, await capture(page, route));
    pages.push({ route, captured });
  }
  return pages;
}

/** The page again, naming the files its take-over needs, as loading the page first written showed them. */
async function pageWithTakeOverFiles(browser, site, template, route, captured, copies) {
  // An experiment's page preloads the control's files: the variant a visitor may be shown instead loads its own.
  const control =
    captured.experiment && `?${captured.experiment.block.experiment}-variant=${Object.keys(captured.experiment.block.variants)[0]}`;
  const files = await filesBeforeTakeOver(browser, site, route, { query: control || '', templateScripts: template.scripts });
  const integrity = await remoteFilesIntegrity(site, [...captured.stylesheets, ...files]);
  return pageHtml(site, template, captured, await largestFirst(site, files), integrity, copies);
}
