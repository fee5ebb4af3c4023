import { experimentStorageKey, readAssignment } from '../../composition/experiments';
import { pageHoldsCopyOf } from '../../runtime-plugin/stylesheet-copies';
import { PAGE_EXPERIMENT, showAssignedVariantBeforePaint, VARIANT_MARKUP, type PageExperiment } from '../variant-before-paint';

const experiment: PageExperiment = {
  experiment: 'pricing',
  route: '/pricing',
  split: [
    { name: 'control', weight: 50 },
    { name: 'annual-first', weight: 50 },
  ],
  variants: {
    control: { release: '0.1.0', stylesheets: [] },
    'annual-first': {
      release: '0.1.0',
      stylesheets: [{ href: 'https://pricing.callvera.ai/annual-first/assets/643.css', integrity: 'sha384-annualFirstStylesHash' }],
    },
  },
};

/** The head as the prerender writes it, up to the page's first script (which runs at this point). */
function headUpToFirstScript(page: PageExperiment = experiment) {
  document.head.innerHTML = `<script type="application/json" ${PAGE_EXPERIMENT}>${JSON.stringify(page)}</script>`;
  document.body.innerHTML = '';
}

/** The parser going on with the body, in the prerender's order: the variants' markup, then #root and its <main>. */
async function parseBody() {
  const template = document.createElement('template');
  template.setAttribute(VARIANT_MARKUP, 'annual-first');
  template.innerHTML = '<h1>Upgrade your plan</h1><input type="radio" name="billing" value="annual" checked>';
  const root = Object.assign(document.createElement('div'), { id: 'root' });
  document.body.append(template, root);
  const main = Object.assign(document.createElement('main'), { id: 'main', className: 'page' });
  root.append(main);
  main.innerHTML = '<h1>Upgrade your plan</h1>';
  await Promise.resolve(); // the observers run, as they do before any rendering
  main.insertAdjacentHTML('beforeend', '<input type="radio" name="billing" value="monthly" checked>'); // parsed later
  await Promise.resolve();
}

const shownMain = () => document.querySelector('#root > main')!;

beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/pricing');
});

describe('showAssignedVariantBeforePaint', () => {
  it('shows an assigned variant’s markup in place of the control’s, and none of the control’s, with its stylesheets', async () => {
    localStorage.setItem(experimentStorageKey('pricing'), JSON.stringify({ variant: 'annual-first', sent: [] }));
    headUpToFirstScript();
    const shown = showAssignedVariantBeforePaint();
    await parseBody();
    expect(shown).toEqual({
      experiment: 'pricing',
      variant: 'annual-first',
      fellBack: false,
      forced: false,
      route: '/pricing',
      remoteRelease: '0.1.0',
    });
    expect(shownMain().querySelector('input:checked')?.getAttribute('value')).toBe('annual');
    expect(shownMain().querySelectorAll('input')).toHaveLength(1);
    expect(shownMain()).toMatchObject({ id: 'main', className: 'page' });
    const stylesheet = document.head.querySelector('link[rel="stylesheet"]')!;
    const { href, integrity } = experiment.variants['annual-first']!.stylesheets[0]!;
    expect(['href', 'blocking', 'integrity', 'crossorigin'].map((name) => stylesheet.getAttribute(name))).toEqual([
      href,
      'render',
      integrity,
      'anonymous',
    ]);
  });

  it('marks a canary’s stylesheet copied to the shell’s host with the canary’s folder, so the app does not add it again', async () => {
    const canary = 'https://pricing.callvera.ai/_canary/2026-11-27T09-00-00-000Z_1.1.0';
    const stylesheets = [{ href: '/assets/643.css', integrity: 'sha384-canaryStylesHash', copiedFrom: canary }];
    localStorage.setItem(experimentStorageKey('pricing'), JSON.stringify({ variant: 'annual-first', sent: [] }));
    headUpToFirstScript({ ...experiment, variants: { ...experiment.variants, 'annual-first': { release: '0.2.0', stylesheets } } });
    showAssignedVariantBeforePaint();
    await parseBody();
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/643.css');
    expect(pageHoldsCopyOf(`${canary}/assets/643.css`)).toBe(true);
    expect(pageHoldsCopyOf('https://pricing.callvera.ai/assets/643.css')).toBe(false);
  });

  it('draws a new visitor from the page’s copy of the split and keeps it, with that split', async () => {
    headUpToFirstScript();
    jest.spyOn(Math, 'random').mockReturnValue(0.75);
    const shown = showAssignedVariantBeforePaint();
    await parseBody();
    expect(shown).toMatchObject({ variant: 'annual-first', weights: { control: 50, 'annual-first': 50 } });
    expect(readAssignment(localStorage, 'pricing')).toEqual({
      variant: 'annual-first',
      weights: { control: 50, 'annual-first': 50 },
      sent: [],
    });
  });

  it('leaves the control’s markup to a control visitor', async () => {
    localStorage.setItem(experimentStorageKey('pricing'), 'control');
    headUpToFirstScript();
    expect(showAssignedVariantBeforePaint()).toMatchObject({ variant: 'control', forced: false });
    await parseBody();
    expect(shownMain().querySelector('input:checked')?.getAttribute('value')).toBe('monthly');
  });

  it('shows a variant QA forced, marked forced', async () => {
    history.replaceState(null, '', '/pricing?pricing-variant=annual-first');
    headUpToFirstScript();
    expect(showAssignedVariantBeforePaint()).toMatchObject({ variant: 'annual-first', forced: true });
    await parseBody();
    expect(shownMain().querySelector('input:checked')?.getAttribute('value')).toBe('annual');
  });

  it.each([
    ['the page’s copy is not split', { ...experiment, split: null }, '/pricing'],
    ['another route', experiment, '/privacy-policy'],
    [
      'no markup for the variant (a variant added since the pages were rendered)',
      { ...experiment, variants: { control: experiment.variants.control! } },
      '/pricing',
    ],
  ])('leaves the page to the app when %s', async (_, page, path) => {
    localStorage.setItem(experimentStorageKey('pricing'), 'annual-first');
    history.replaceState(null, '', path);
    headUpToFirstScript(page);
    expect(showAssignedVariantBeforePaint()).toBeNull();
    await parseBody();
    expect(shownMain().querySelector('input:checked')?.getAttribute('value')).toBe('monthly');
  });

  it('a tab out of experiments (a preview’s) is left to the app, assigned nothing; only a split page asks', async () => {
    localStorage.setItem(experimentStorageKey('pricing'), JSON.stringify({ variant: 'annual-first', sent: [] }));
    const inExperiments = jest.fn(() => false);
    headUpToFirstScript();
    expect(showAssignedVariantBeforePaint(inExperiments)).toBeNull();
    await parseBody();
    expect(shownMain().querySelector('input:checked')?.getAttribute('value')).toBe('monthly');
    expect(inExperiments).toHaveBeenCalledTimes(1);

    history.replaceState(null, '', '/privacy-policy');
    headUpToFirstScript();
    expect(showAssignedVariantBeforePaint(inExperiments)).toBeNull();
    // A page without the split never reads the tab.
    expect(inExperiments).toHaveBeenCalledTimes(1);
  });
});
