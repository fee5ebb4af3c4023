const fromOrigin = (origin: string) => (link: HTMLLinkElement) => {
  try {
    return new URL(link.href, location.href).origin === origin;
  } catch {
    return false;
  }
};

/** Takes the preloaded answer for one script URL, so the next request for it goes to the network. */
function consumePreload(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    // As the preload asked for it (a remote's file, checked against its hash), or the browser would not hand it over.
    script.crossOrigin = link.crossOrigin;
    script.integrity = link.integrity;
    script.src = link.href;
    script.onload = script.onerror = () => {
      script.remove();
      resolve();
    };
    link.remove();
    document.head.append(script);
  });
}

/**
 * Clears the way for a remote's code to be fetched again after it failed.
 * A served page preloads the code of its remote; Chromium hands the next request
 * for a preloaded script that preload's answer, even a failed one, without asking
 * the network again, so a remote that was down as the page loaded would stay down
 * on every retry. Loading each of that origin's preloads once into a script takes
 * them (a failed one runs nothing; a chunk that did arrive only registers its
 * modules again). And a stylesheet link that never arrived is asked for afresh:
 * the remote's loader takes a stylesheet link already in the page as loaded.
 */
export function releasePreloadsFrom(origin: string): Promise<void> {
  const ofOrigin = fromOrigin(origin);
  for (const stylesheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (ofOrigin(stylesheet) && !stylesheet.sheet) stylesheet.replaceWith(stylesheet.cloneNode());
  }
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].filter(ofOrigin);
  return Promise.all(preloads.map(consumePreload)).then(() => undefined);
}
