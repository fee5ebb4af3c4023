import { releasePreloadsFrom } from '../failed-preloads';

const PRICING = 'http://localhost:3002';
const LEGAL = 'http://localhost:3004';

function addLink(rel: string, href: string, as?: string) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.setAttribute('as', as);
  document.head.append(link);
  return link;
}

const scriptFor = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('releasing the preloads of a remote that failed', () => {
  it('takes each of its script preloads once into a script, and leaves other origins alone', async () => {
    addLink('preload', `${PRICING}/remoteEntry.js`, 'script');
    addLink('preload', `${PRICING}/assets/page.js`, 'script');
    const legal = addLink('preload', `${LEGAL}/remoteEntry.js`, 'script');
    let released = false;
    const release = releasePreloadsFrom(PRICING).then(() => (released = true));

    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="preload"]')).toBe(legal);
    expect(scriptFor(`${LEGAL}/remoteEntry.js`)).toBeNull();

    // The browser answers them from the failed preloads: errors, and nothing runs.
    scriptFor(`${PRICING}/remoteEntry.js`)!.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(released).toBe(false);
    scriptFor(`${PRICING}/assets/page.js`)!.dispatchEvent(new Event('error'));
    await release;
    expect(released).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('asks again for a stylesheet of that origin that never arrived', async () => {
    const stylesheet = addLink('stylesheet', `${PRICING}/assets/page.css`);
    await releasePreloadsFrom(PRICING);
    const now = document.head.querySelector('link[rel="stylesheet"]');
    expect(now).toHaveAttribute('href', `${PRICING}/assets/page.css`);
    expect(now).not.toBe(stylesheet);
  });
});
