// A route whose remote runs an experiment: its page carries every variant, the control's as the page.
import { SITE_REGISTRY } from '@callvera/shared/registry';
import { variantManifest } from '@callvera/shared/registry/origins';
import { capture, checked } from './capture.mjs';
import { pageSplit } from './page-experiment-head.mjs';
import { remoteFilesIntegrity } from './site-browser.mjs';
import { readDeployedJson } from './site-pages.mjs';

/**
 * The experiment on a route's remote, when the registry lists variants of it or the shell's remotes.json splits
 * it: every variant to render (the split's, else the control and the registry's variants, each from its
 * manifest), and the split the pages carry (none while remotes.json does not split it).
 * @param {import('./served-site.mjs').ServedSite} site
 */
export function routeExperiment(site, route) {
  const remote = SITE_REGISTRY.routes.find((candidate) => candidate.path === route)?.remote;
  const remoteMap = readDeployedJson(site.dist, 'remotes.json');
  const source = remote && remoteMap[remote];
  if (!source) return null;
  const registered = SITE_REGISTRY.variants.filter((variant) => variant.remote === remote);
  const control = typeof source === 'string' ? { entry: source } : source;
  const listed = control.variants ?? [
    { name: 'control', ...control },
    ...registered.map(({ name }) => ({ name, entry: variantManifest(remote, name, site.target) })),
  ];
  if (listed.length < 2) return null;
  // Pinned as the remotes.json a split is deployed with (a production shell loads no unpinned variant).
  const pinned = site.pinToBuilds({
    [remote]: { variants: listed.map((variant, index) => ({ weight: index === 0 ? 1 : 0, ...variant })) },
  });
  if (pinned.problems.length) throw new Error(`${route}: its variants cannot be pinned to these builds:\n${pinned.problems.join('\n')}`);
  return { remote, remoteMap, variants: pinned.map[remote].variants, split: pageSplit(remoteMap, remote) };
}

/**
 * Renders an experiment's route once per variant, each forced as QA forces one: the control's markup is the
 * page, each other variant's is kept in a template with the stylesheets and release it needs, for the page's
 * first script to show instead to a visitor assigned it.
 * @param {import('./served-site.mjs').ServedSite} site
 */
export async function captureVariants(site, page, route, { remote, remoteMap, variants, split }) {
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
      const integrity = await remoteFilesIntegrity(site, own);
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
