// Prerenders the composed production site into shell/dist, so each route's HTML, as served, already holds its
// title, metadata and full content; a whole run also writes sitemap.xml and robots.txt.
import path from 'node:path';
import { startSiteServers } from '../start-site-servers.mjs';
import { SITE_PATHS } from '../site-apps.mjs';
import { capture, checked } from './capture.mjs';
import { captureVariants, routeExperiment } from './experiment-pages.mjs';
import { pageHtml } from './page-html.mjs';
import { writeSearchFiles } from './search-files.mjs';
import { launchBrowser, newSiteContext, remoteFilesIntegrity } from './site-browser.mjs';
import { NOT_FOUND_SAMPLE, outputFile, readAppTemplate, root, setPreviousPagesAside, writePage } from './site-pages.mjs';
import { filesBeforeTakeOver, splitBySize } from './take-over-files.mjs';

/**
 * Renders every route of the registry and the 404 page, or only `routes` (a remote's release re-renders its own:
 * every other page, 404.html and the search files stay as they are).
 * @param {{ routes?: string[] }} [options]
 */
export async function prerenderSite({ routes } = {}) {
  const rendered = routes ?? [...SITE_PATHS, NOT_FOUND_SAMPLE];
  const template = readAppTemplate();
  // The shell is served as a plain single-page app here, so the app itself renders each route.
  const servers = await startSiteServers({ shellAsSpa: true });
  const previousPages = setPreviousPagesAside({ allRoutes: routes ?? SITE_PATHS, rendered, template });
  let browser;
  let written = false;
  try {
    browser = await launchBrowser();
    const pages = await captureRoutes(browser, rendered);
    // Written only once all are captured: the server hands index.html to every route meanwhile.
    for (const { route, captured } of pages)
      writePage(route, pageHtml(template, captured, {}, await remoteFilesIntegrity(captured.stylesheets)));
    for (const { route, captured } of pages) {
      const html = await pageWithTakeOverFiles(browser, template, route, captured);
      writePage(route, html);
      console.log(`prerendered ${route} → ${path.relative(root, outputFile(route))} (${(html.length / 1024).toFixed(0)} KB)`);
    }
    written = true;
    if (!routes) {
      writeSearchFiles(SITE_PATHS);
      console.log('wrote sitemap.xml and robots.txt');
    }
  } finally {
    if (written) previousPages.restoreHomePage();
    else previousPages.restoreAll();
    await browser?.close();
    servers.stop();
  }
}

async function captureRoutes(browser, rendered) {
  const page = await (await newSiteContext(browser)).newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`  [${page.url()}] ${message.text()}`);
  });
  const pages = [];
  for (const route of rendered) {
    const experiment = routeExperiment(route);
    const captured = experiment ? await captureVariants(page, route, experiment) : checked(route, await capture(page, route));
    pages.push({ route, captured });
  }
  return pages;
}

/** The page again, naming the files its take-over needs, as loading the page first written showed them. */
async function pageWithTakeOverFiles(browser, template, route, captured) {
  // An experiment's page preloads the control's files: the variant a visitor may be shown instead loads its own.
  const control =
    captured.experiment && `?${captured.experiment.block.experiment}-variant=${Object.keys(captured.experiment.block.variants)[0]}`;
  const files = await filesBeforeTakeOver(browser, route, { query: control || '', templateScripts: template.scripts });
  return pageHtml(template, captured, await splitBySize(files), await remoteFilesIntegrity([...captured.stylesheets, ...files]));
}
