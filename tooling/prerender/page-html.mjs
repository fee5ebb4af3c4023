// A route's page: the app's own page with what was captured, the preloads and the data blocks written in.
import { jsonBlockText, withPageExperimentHead } from './page-experiment-head.mjs';
import { readDeployedJson } from './site-pages.mjs';
import { AFTER_FIRST_PAINT, APP_ENTRY, DEPLOYED_FILES, REMOTE_FILES } from '@callvera/shared/page-marks';
import { COPIED_FROM } from './stylesheet-copies.mjs';

/** The JSON data block naming the release of the shell and each remote a page was rendered from (shell/src/field-signal/page-releases.ts). */
const RELEASES = 'data-releases';
/** A template holding an experiment variant's markup, which the page's first script may show instead (shell/src/startup/variant-before-paint.ts). */
const VARIANT_MARKUP = 'data-variant-markup';

/** The template holding a variant's markup (the inside of its <main>). */
export const variantMarkupTemplate = (name, markup) => `<template ${VARIANT_MARKUP}="${name}">${markup}</template>`;

// The app's entry, run by the page's first script once the page has painted (shell/src/startup/start-app-after-paint.ts):
// the pages name it in a preload link marked APP_ENTRY, the one script preloaded with the HTML. The shell's other
// take-over files wait in a template marked AFTER_FIRST_PAINT, which that script asks for at the paint, and the
// deployed files (remotes.json, site-config.json, the remotes' manifests) a data block marked DEPLOYED_FILES lists,
// which it asks for once the entry runs; the remote's files wait in a template marked REMOTE_FILES, which it asks for
// once the deployed files have arrived.

/** Deployed beside the shell, and written into every page, so the app needs no request to take over. */
const SITE_CONFIG_FILE = '/site-config.json';

/** A JSON data block: not a script, so the CSP allows it; `<` escaped so no text can close the element. */
function jsonBlock(attributes, value) {
  return `<script type="application/json" ${attributes}>${jsonBlockText(value)}</script>`;
}

/** A deployed file's content, so the page needs no request to take over. */
function dataBlock(dist, file) {
  return jsonBlock(`data-deployed-file="${file}"`, readDeployedJson(dist, file));
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
 * preloaded: the page's first script asks for them with the shell's take-over files, a manifest checked against
 * its hash, and the app takes those responses (shared/src/deployment/deployed-file-request.ts says why a preload
 * would not do).
 */
const isDeployedFile = (href) => href.endsWith('.json');

/**
 * `template`: the app's own page (readAppTemplate); `takeOverFiles`: what the page fetches before it is taken over,
 * in the order to ask for them (largestFirst); `integrity`: the remotes' files' hashes (remoteFilesIntegrity);
 * `copies`: the remotes' stylesheets served from the shell's host (copyRemoteStylesheets).
 * @param {import('./served-site.mjs').ServedSite} site
 */
export function pageHtml(
  site,
  template,
  { head, stylesheets, fonts, body, releases, experiment },
  takeOverFiles = [],
  integrity = new Map(),
  copies = new Map(),
) {
  // The shell's own files as root-relative URLs, as its bundler requests them: it then finds the prerendered
  // stylesheet in place instead of adding it again (a second style and layout pass), and the pages work on
  // whatever origin the shell is deployed.
  const shellRelative = (html) => html.replaceAll(`${site.origin}/`, '/');
  const attr = (value) => shellRelative(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const pinned = (href) => (integrity.has(href) ? ` crossorigin integrity="${integrity.get(href)}"` : '');
  const preload = (href, marks) => preloadTag(attr(href), marks, pinned(href));
  const preloaded = (href) => !isDeployedFile(href);
  const deployedFiles = takeOverFiles.filter(isDeployedFile).map((href) => ({ url: shellRelative(href), integrity: integrity.get(href) }));
  const isShells = (href) => href.startsWith(`${site.origin}/`);
  const templateOf = (mark, files) => (files.length ? [`<template ${mark}>${files.map((href) => preload(href)).join('')}</template>`] : []);
  const headTags = [
    // Marked so the app can drop them and render its own when it takes over.
    ...head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-prerendered=""')),
    ...fonts.map((href) => `<link rel="preload" href="${attr(href)}" as="font" type="font/woff2" crossorigin>`),
    ...stylesheets
      .filter((href) => !template.stylesheets.includes(attr(href)))
      .map((href) =>
        copies.has(href)
          ? `<link rel="stylesheet" href="${attr(copies.get(href))}"${pinned(href)} ${COPIED_FROM}="${attr(new URL(href).origin)}">`
          : `<link rel="stylesheet" href="${attr(href)}"${pinned(href)}>`,
      ),
    preload(template.entry.src, ` ${APP_ENTRY}`),
    ...templateOf(
      AFTER_FIRST_PAINT,
      takeOverFiles.filter((href) => preloaded(href) && isShells(href)),
    ),
    ...templateOf(
      REMOTE_FILES,
      takeOverFiles.filter((href) => preloaded(href) && !isShells(href)),
    ),
    ...(deployedFiles.length ? [jsonBlock(DEPLOYED_FILES, deployedFiles)] : []),
    dataBlock(site.dist, SITE_CONFIG_FILE),
    jsonBlock(RELEASES, { shell: readDeployedJson(site.dist, 'mf-manifest.json').metaData.buildInfo.buildVersion, ...releases }),
  ].join('');
  // Read by the page's first script before anything else, so it comes before it; each variant's markup before #root.
  const page = template.html.replace(template.entry.tag, '');
  const variantMarkup = Object.entries(experiment?.markup ?? {})
    .map(([name, markup]) => variantMarkupTemplate(name, shellRelative(markup)))
    .join('');
  return (experiment ? shellRelative(withPageExperimentHead(page, experiment.block)) : page)
    .replace('</head>', `${headTags}</head>`)
    .replace('<div id="root"></div>', `${variantMarkup}<div id="root">${shellRelative(body.root)}</div>`);
}
