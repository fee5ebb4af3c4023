import { assignVariant, pageStorage, type SplitVariant, type SplitWeights } from '../composition/experiments';
import { COPIED_FROM } from '../runtime-plugin/stylesheet-copies';
import { pageData } from './page-data';

/**
 * An experiment's route is prerendered in every variant the registry lists: the control's markup in the page,
 * each other variant's in a template at the start of <body> (VARIANT_MARKUP), and this JSON block in <head>,
 * before the page's first script (tooling/prerender/page-html.mjs writes all three).
 */
export const PAGE_EXPERIMENT = 'data-page-experiment';
export const VARIANT_MARKUP = 'data-variant-markup';
/** On <html> while a variant's stylesheets load in a browser that cannot hold the paint for them. */
export const VARIANT_STYLES_PENDING = 'data-variant-styles-pending';

export interface VariantStylesheet {
  href: string;
  integrity?: string;
  /** A copy served from the shell's host: the address `href` is a copy from (a canary's folder). */
  copiedFrom?: string;
}

export interface PageExperiment {
  /** The remote the experiment splits. */
  experiment: string;
  route: string;
  /** The page's copy of the split in the deployed remotes.json when it was rendered; null when not split then. */
  split: SplitVariant[] | null;
  /**
   * Variant → what its markup needs: its release, and its stylesheets (none for the control, whose are the page's),
   * each with its hash when its remote's files are pinned.
   */
  variants: Record<string, { release: string; stylesheets: VariantStylesheet[] }>;
}

/**
 * An experiment's variant as it was shown (before the first paint, here, or by the app once its remote shows its
 * page), with what its exposure event carries (field-signal/experiment-signals.ts sends it).
 */
export interface VariantShown {
  experiment: string;
  /** The variant assigned (after a fall-back to the control too). */
  variant: string;
  fellBack: boolean;
  forced: boolean;
  /** The split the visitor was drawn from, when known. */
  weights?: SplitWeights;
  route: string;
  remoteRelease: string;
}

const pageExperiment = () => pageData<PageExperiment | null>(`script[${PAGE_EXPERIMENT}]`, null);

/**
 * Runs in the page's first script, before anything has painted: assigns this visitor (the same record the app
 * reads) and, when the assigned variant is not the control, puts its prerendered markup in place of the
 * control's before the first paint, so a visitor never sees one variant and then the other. Returns the variant
 * the page now shows; null when the app will decide (no split in the page's copy, no markup for the variant, or
 * `inExperiments()` false: asked only of a page that shows a split, since what it reads may cost a first access to
 * the browser's storage before the first paint).
 */
export function showAssignedVariantBeforePaint(inExperiments: () => boolean = () => true): VariantShown | null {
  const page = pageExperiment();
  if (!page?.split || location.pathname.replace(/(.)\/$/, '$1') !== page.route || !inExperiments()) return null;
  const { variant, reason, weights } = assignVariant(
    page.experiment,
    { variants: page.split },
    {
      storage: pageStorage(),
      search: location.search,
      random: Math.random,
    },
  );
  const prerendered = page.variants[variant.name];
  if (!prerendered) return null;
  if (variant.name !== page.split[0]?.name) showVariantMarkup(variant.name, prerendered.stylesheets);
  return {
    experiment: page.experiment,
    variant: variant.name,
    fellBack: false,
    forced: reason === 'override',
    weights,
    route: page.route,
    remoteRelease: prerendered.release,
  };
}

function showVariantMarkup(name: string, stylesheets: readonly VariantStylesheet[]) {
  holdPaintForStylesheets(stylesheets);
  // The parser has not reached <body> yet. Once it inserts <main>, every template before #root is whole: <main>
  // is swapped for a copy holding the variant's markup. The parser goes on writing the control's markup into the
  // element it opened, now out of the document, so no frame ever shows it (observers run before rendering).
  const observer = new MutationObserver(() => {
    const main = document.querySelector('#root > main');
    if (!main) return;
    observer.disconnect();
    const template = document.querySelector<HTMLTemplateElement>(`template[${VARIANT_MARKUP}="${name}"]`);
    if (!template) return;
    const replacement = main.cloneNode(false) as HTMLElement;
    replacement.append(template.content.cloneNode(true));
    main.replaceWith(replacement);
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
}

/**
 * The variant's own stylesheets, holding the first paint as the page's own do (`blocking="render"`). A browser
 * without that attribute hides <main> until they have loaded instead (a rule in the shell's styles).
 */
function holdPaintForStylesheets(stylesheets: readonly VariantStylesheet[]) {
  let pending = stylesheets.length;
  const canHoldPaint = 'blocking' in HTMLLinkElement.prototype;
  if (pending && !canHoldPaint) document.documentElement.setAttribute(VARIANT_STYLES_PENDING, '');
  const loaded = () => {
    pending -= 1;
    if (!pending) document.documentElement.removeAttribute(VARIANT_STYLES_PENDING);
  };
  for (const { href, integrity, copiedFrom } of stylesheets) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    if (integrity) {
      link.crossOrigin = 'anonymous';
      link.setAttribute('integrity', integrity);
    }
    // Or the federation runtime would add the stylesheet again from where the variant is served, at take-over.
    if (copiedFrom) link.setAttribute(COPIED_FROM, copiedFrom);
    link.setAttribute('blocking', 'render');
    link.addEventListener('load', loaded);
    link.addEventListener('error', loaded);
    document.head.append(link);
  }
}
