// Each Lighthouse run in a browser of its own, as the Lighthouse CLI runs it.
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const launchChromium = () => chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });

/**
 * Runs `use(port)` in a browser launched for it alone, with a new profile (chrome-launcher makes one each launch), and
 * closes the browser after, whatever happened: the Lighthouse CLI launches a browser per run. A browser kept across
 * runs learns from its earlier loads: from its second load of `/` on, Chromium's LCP predictor fetched two lazy
 * images from far below the first screen while the page was parsed (`LCPPLazyLoadImagePreload`), and Lighthouse
 * simulated the largest paint as waiting on them (docs/speed.md, "A browser per run").
 * @template T
 * @param {(port: number) => Promise<T>} use
 * @param {() => Promise<{ port: number, kill: () => unknown }>} [launch]
 * @returns {Promise<T>}
 */
export async function inFreshBrowser(use, launch = launchChromium) {
  const chrome = await launch();
  try {
    return await use(chrome.port);
  } finally {
    await chrome.kill();
  }
}
