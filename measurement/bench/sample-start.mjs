// A sample call's start on the emulated phone: from a tap on a card's "Play a sample call" to the sound
// playing (the media element's `playing` event), on a fast connection and on slow 4G. The visitor has
// scrolled to the cards first, as one does before pressing, and the page has settled.
/* global window, HTMLMediaElement -- the watch runs in the page */
import { FAST_THROTTLING, REAL_THROTTLING, measureRoutes, openThrottledPhone } from './chromium.mjs';
import { median } from '@callvera/read-outs/report-table';
import { PAGE_READY } from '@callvera/shared/page-marks';

export const SAMPLE_START_COLUMNS = ['playing'];
/** ms from the tap to the sound, on each connection. */
export const SAMPLE_START_TARGETS = {
  playing: (connection) => (connection === 'fast' ? ['<=', 1000] : ['<=', 2500]),
};

const CONNECTIONS = { fast: FAST_THROTTLING, 'slow 4G': REAL_THROTTLING };
const BUTTON = 'main button[aria-label^="Play a sample call of the "]';
const SETTLE_MS = 3_000;
const GIVE_UP_MS = 15_000;

/** Notes, on the page's clock, when any media element first plays. */
function watchPlaying() {
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    this.addEventListener('playing', () => (window.__samplePlayingAt ??= performance.now()), { once: true });
    return play.apply(this, args);
  };
}

async function measureOnce(browser, origin, connection) {
  const { context, page, cdp } = await openThrottledPhone(browser, CONNECTIONS[connection]);
  try {
    await page.addInitScript({ content: `(${watchPlaying})();` });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForSelector(`html[${PAGE_READY}]`, { timeout: 60_000 });
    const button = page.locator(BUTTON).first();
    await button.scrollIntoViewIfNeeded();
    await page.waitForTimeout(SETTLE_MS);
    const box = await button.boundingBox();
    if (!box) throw new Error('the sample button is not shown');
    const tappedAt = await page.evaluate(() => performance.now());
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2, button: 'left', clickCount: 1 };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at });
    const playingAt = await page
      .waitForFunction(() => window.__samplePlayingAt, null, { timeout: GIVE_UP_MS })
      .then(
        (handle) => handle.jsonValue(),
        () => null,
      );
    return { playing: playingAt === null ? null : Math.round(playingAt - tappedAt) };
  } finally {
    await context.close();
  }
}

/** @returns {Promise<Record<string, { playing: number | null }>>} per connection, the median of `runs` runs */
export function measureSampleStart({ origin, runs, log, onLiveSite }) {
  return measureRoutes(
    { routes: Object.keys(CONNECTIONS), runs, onLiveSite },
    (browser, connection) => measureOnce(browser, origin, connection),
    (connection, samples) => {
      log(`sample start on ${connection}: ${samples.map((s) => s.playing ?? 'never').join(', ')} ms`);
      return { playing: median(samples.map((s) => s.playing)) };
    },
  );
}
