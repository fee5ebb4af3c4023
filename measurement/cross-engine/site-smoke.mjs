// What the cross-engine smoke test checks in each engine, through a driver that hides how the engine is
// driven: every route taken over with no errors and one request per deployed file, then what a visitor
// does first (Annual on pricing, an industry chip, Listen, a sample call, the header's links and Back).
/* global document, window, location, scrollY, innerHeight -- the checks' page functions run in the page */
import { findByRole } from './page-queries.mjs';
import { PAGE_READY } from '@callvera/shared/page-marks';

/**
 * @typedef {{ role: string, name?: string | { pattern: string }, within?: string | object }} RoleQuery
 * @typedef {object} EngineDriver
 * @property {string} name
 * @property {(url: string) => Promise<void>} open  a full page load
 * @property {<T>(fn: (arg: any) => T, arg?: unknown) => Promise<T>} evaluate  runs fn in the page
 * @property {(query: RoleQuery) => Promise<void>} press  a real click on the element
 * @property {() => Promise<void>} back  the browser's Back
 * @property {() => Promise<string[]>} errors  uncaught errors and rejections of the current page
 * @property {() => Promise<void>} close
 */

const TIMEOUT_MS = 20_000;
/** The Back tolerance the site promises at every width. */
const BACK_WITHIN_PX = 50;

/** Files a release replaces: each must be asked for once per page load at most (the preload is used). */
const DEPLOYED_FILE = /^\/(remotes\.json|site-config\.json)$|\/(mf-manifest\.json|remoteEntry\.js)$/;
const ALWAYS_FETCHED = ['/remotes.json', '/site-config.json'];

async function waitFor(driver, what, fn, arg) {
  const deadline = Date.now() + TIMEOUT_MS;
  let last;
  while (Date.now() < deadline) {
    last = await driver.evaluate(fn, arg).catch((error) => `(${error.message})`);
    if (last === true) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s${last && last !== false ? ` (${last})` : ''}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ─── In the page ──────────────────────────────────────────────────────────────────────────────

/** Taken over (the app's mark), and what shows is the page, not a fallback or the error screen. */
function pageState(takenOver) {
  if (!document.documentElement.hasAttribute(takenOver)) return 'not taken over';
  const headings = [...document.querySelectorAll('main h1')].map((h) => h.textContent.trim());
  if (headings.length !== 1) return `main has ${headings.length} h1`;
  if (/temporarily unavailable|Unexpected Application Error|Not Found/.test(headings[0])) return `shows "${headings[0]}"`;
  if (document.querySelector('main [aria-busy="true"]')) return 'still loading';
  return true;
}

/**
 * When the page's load event came, and which initiator fetched each deployed file, from the page's own timing: beside
 * nginx's statuses (a 304 is a revalidation), what a failure needs to tell the engine's own second request from one
 * the page's code made.
 */
function pageLoadTimes(deployedFile) {
  const loadAt = Math.round(performance.getEntriesByType('navigation')[0]?.loadEventStart ?? -1);
  const files = performance
    .getEntriesByType('resource')
    .filter(({ name }) => new RegExp(deployedFile).test(new URL(name).pathname))
    .map(({ name, initiatorType, startTime }) => `${new URL(name).pathname} by ${initiatorType} at ${Math.round(startTime)} ms`);
  return `the page: load event at ${loadAt} ms, ${files.join(', ') || 'no deployed file in its resource timing'}`;
}

/** Each logged request's status, and when it ended after the first request of the step ended. */
const answers = (asked, firstEnd) => asked.map(({ status, endedAt }) => `${status} at +${Math.round(endedAt - firstEnd)} ms`).join(', ');

const isChecked = (query) => findByRole(query)?.checked === true;

const PLANS = ['Starter', 'Pro', 'Growth', 'Elite'];
/** True when exactly the plan cards `shown` show, of `all`. */
const plansShown = ({ all, shown }) => all.filter((name) => findByRole({ role: 'article', name }) !== null).join() === shown.join();

// ─── The checks ───────────────────────────────────────────────────────────────────────────────

/**
 * @param {EngineDriver} driver
 * @param {{ origin: string, paths: readonly string[], liveDemos: boolean, requests: { reset(): void, since(): { host: string, path: string, status: string, endedAt: number }[] } }} site
 *   liveDemos: the deployed site config holds a Vapi key (a first Listen then asks for consent; else it says why not)
 * @returns {Promise<{ passed: string[], failed: string[] }>}
 */
export async function smokeTestSite(driver, { origin, paths, liveDemos, requests }) {
  const passed = [];
  const failed = [];
  const step = async (name, run) => {
    try {
      await run();
      const errors = await driver.errors();
      if (errors.length) throw new Error(`errors in the page: ${errors.join(' | ')}`);
      passed.push(name);
      console.log(`  ✓ ${name}`);
    } catch (error) {
      failed.push(`${name}: ${error.message}`);
      console.log(`  ✗ ${name}: ${error.message}`);
    }
  };
  const open = async (path) => {
    await driver.open(`${origin}${path}`);
    await waitFor(driver, `${path} taken over`, pageState, PAGE_READY);
  };
  const press = (query) => driver.press(query);
  const state = (fn, arg) => driver.evaluate(fn, arg);

  for (const path of paths) {
    await step(`${path}: taken over, no errors, one request per deployed file`, async () => {
      requests.reset();
      await open(path);
      await sleep(1000); // a second request would come with the take-over, or just after it
      const logged = requests.since();
      const byUrl = new Map();
      for (const request of logged) {
        const file = request.path.split('?')[0];
        const url = `${request.host}${file}`;
        if (DEPLOYED_FILE.test(file)) byUrl.set(url, [...(byUrl.get(url) ?? []), request]);
      }
      const shellHost = new URL(origin).host;
      for (const file of ALWAYS_FETCHED) {
        if (!byUrl.has(`${shellHost}${file}`)) throw new Error(`${file} was never requested: the check saw no request`);
      }
      const twice = [...byUrl].filter(([, asked]) => asked.length > 1);
      if (twice.length) {
        const firstEnd = Math.min(...logged.map(({ endedAt }) => endedAt));
        const told = twice.map(([url, asked]) => `${url} ×${asked.length} (${answers(asked, firstEnd)})`);
        throw new Error(`requested more than once: ${told.join(', ')}; ${await state(pageLoadTimes, DEPLOYED_FILE.source)}`);
      }
    });
  }

  await step('Annual shows the two annual plans, Monthly the four', async () => {
    await open('/pricing');
    await press({ role: 'radio', name: 'Annual (Save 11%)' });
    await waitFor(driver, 'Annual checked', isChecked, { role: 'radio', name: 'Annual (Save 11%)' });
    await waitFor(driver, 'Starter and Pro shown', plansShown, { all: PLANS, shown: ['Starter', 'Pro'] });
    await press({ role: 'radio', name: 'Monthly' });
    await waitFor(driver, 'the four monthly plans shown', plansShown, { all: PLANS, shown: PLANS });
  });

  await step('an industry chip shows its story, and only its', async () => {
    await open('/');
    const chip = { role: 'radio', name: 'Insurance Companies' };
    await press(chip);
    await waitFor(driver, 'the chip checked', isChecked, chip);
    await waitFor(driver, 'its story the one shown', () => {
      const section = document.getElementById('industries');
      const shown = [...(section?.querySelectorAll('h3') ?? [])].filter((h) => h.getClientRects().length > 0);
      return shown.length === 1 && shown[0].textContent.trim() === 'Insurance Companies';
    });
  });

  await step(
    liveDemos
      ? 'Listen asks for consent on the card; Cancel withdraws it'
      : 'Listen says live demos are unavailable (no Vapi key deployed)',
    async () => {
      await open('/');
      await press({ role: 'button', name: { pattern: '^Listen to .+ agent$' } });
      if (!liveDemos) {
        await waitFor(driver, 'the notification shown', () =>
          [...document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')].some((toast) =>
            toast.textContent.includes('Live demos are unavailable'),
          ),
        );
        return;
      }
      const consent = { role: 'group', name: { pattern: '^Before the call with .+ agent$' } };
      await waitFor(driver, 'the consent line shown', (query) => findByRole(query) !== null, {
        role: 'button',
        name: 'Continue',
        within: consent,
      });
      await press({ role: 'button', name: 'Cancel', within: consent });
      await waitFor(driver, 'the consent line gone', (query) => findByRole(query) === null, consent);
    },
  );

  await step('a sample call plays with sound, its captions follow a seek, Pause holds it, and Stop leaves its receipt', async () => {
    await open('/');
    await press({ role: 'button', name: 'Play a sample call of the Customer Support agent' });
    const bar = { role: 'region', name: 'Sample call with Liam' };
    await waitFor(driver, 'the sample in the call bar', (query) => findByRole(query) !== null, bar);
    // The engine may want a fresh press to make sound: the bar then offers one button, which a visitor presses.
    await sleep(500);
    const startSound = { role: 'button', name: 'Start sound', within: bar };
    if (await state((query) => findByRole(query) !== null, startSound)) await press(startSound);
    await waitFor(
      driver,
      'the sound playing (its clock moving)',
      (query) => {
        const shown = findByRole(query);
        const time = shown?.querySelector('time')?.textContent;
        if (time !== undefined && time !== '00:00') return true;
        const toasts = [...document.querySelectorAll('[role="region"][aria-label^="Notifications"] li')].map((li) => li.textContent);
        const receipt = document.querySelector('[aria-label="Sample call receipt"]')?.textContent.slice(0, 120);
        return shown
          ? `the bar shows "${shown.textContent.slice(0, 120)}"`
          : `no bar; receipt: ${receipt ?? 'none'}; notifications: ${toasts.join(' | ') || 'none'}`;
      },
      bar,
    );
    await state((query) => {
      const slider = findByRole(query).querySelector('input[type="range"]');
      // As a drag does: the value set the way the browser sets it, then its input event. Halfway, where both
      // speakers of a dialogue have spoken, with half the call left to press Pause on a slow machine: a sample
      // that has ended cannot be paused.
      Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value').set.call(slider, String(Number(slider.max) / 2));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
    }, bar);
    await waitFor(driver, 'the captions of both speakers', () => {
      const lines = [...(document.querySelector('[role="log"][aria-label="Captions"]')?.querySelectorAll('p') ?? [])].map(
        (p) => p.textContent,
      );
      return (
        (lines.some((line) => line.startsWith('Liam (agent):')) && lines.some((line) => line.startsWith('Caller:'))) || lines.join(' | ')
      );
    });
    await press({ role: 'button', name: 'Pause', within: bar });
    await waitFor(
      driver,
      'paused',
      (query) => {
        const text = findByRole(query)?.textContent;
        return text?.includes('Paused') === true || `the bar shows "${text?.slice(0, 120) ?? 'nothing'}"`;
      },
      bar,
    );
    await press({ role: 'button', name: 'Stop', within: bar });
    await waitFor(driver, 'the receipt on the card', (query) => findByRole(query) !== null, {
      role: 'region',
      name: 'Sample call receipt',
      within: { role: 'article', name: 'Customer Support' },
    });
  });

  await step(`the header's links, and Back to within ${BACK_WITHIN_PX} px of the place left`, async () => {
    await open('/');
    const place = await state(() => {
      window.scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) * 0.7));
      return Math.round(scrollY);
    });
    const header = (name) => ({ role: 'link', name, within: { role: 'navigation', name: 'Main' } });
    await press(header('Pricing'));
    await waitFor(driver, '/pricing shown at its top', () => location.pathname === '/pricing' && scrollY === 0);
    await waitFor(driver, '/pricing taken over', pageState, PAGE_READY);
    await driver.back();
    await waitFor(driver, 'Back on /', () => location.pathname === '/');
    await waitFor(
      driver,
      `Back within ${BACK_WITHIN_PX} px of ${place}`,
      ({ place: y, within }) => Math.abs(scrollY - y) <= within || `at ${Math.round(scrollY)}`,
      { place, within: BACK_WITHIN_PX },
    );
    await press(header('Human VS AI'));
    await waitFor(driver, '/Human-vs-AI shown', () => location.pathname === '/Human-vs-AI');
    await waitFor(driver, '/Human-vs-AI taken over', pageState, PAGE_READY);
    for (const [name, id] of [
      ['Industries', 'industries'],
      ['Contact us', 'contact'],
    ]) {
      await press(header(name));
      await waitFor(
        driver,
        `${name} scrolled into view on /`,
        (target) => {
          const section = document.getElementById(target);
          const top = section?.getBoundingClientRect().top;
          return (location.pathname === '/' && top !== undefined && top >= 0 && top < innerHeight / 2) || `top at ${top}`;
        },
        id,
      );
    }
  });

  if (passed.length + failed.length === 0) failed.push('no check ran');
  return { passed, failed };
}
