// WebKit (the engine of every iPhone browser), as Debian's WebKitGTK ships it: its WebDriver
// (webkit2gtk-driver) runs MiniBrowser in an Xvfb display, driven with webdriverio over classic WebDriver
// (the only protocol its driver accepts: without 'wdio:enforceWebDriverClassic' the session is refused).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { remote } from 'webdriverio';
import { freePort } from '@callvera/checkout/free-port';
import { bringIntoClearView, describeQuery, findByRole, keepPageErrors, keptPageErrors, withPageQueries } from './page-queries.mjs';

const DRIVER = '/usr/bin/WebKitWebDriver';
const XVFB_RUN = '/usr/bin/xvfb-run';
const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function driverAnswers(port) {
  return fetch(`http://localhost:${port}/status`).then(
    (response) => response.ok,
    () => false,
  );
}

/** Starts WebKitWebDriver in its own virtual display; resolves once it answers, with how to stop it. */
async function startWebKitDriver(port) {
  for (const [file, flag] of [
    [DRIVER, '--webkit'],
    [XVFB_RUN, '--webkit'],
    [MINI_BROWSER, '--webkit'],
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: install it with bash scripts/install-deps.sh ${flag}`);
  }
  if (await driverAnswers(port)) throw new Error(`Port ${port} is already in use: the WebKit driver needs it`);
  // Its own process group: stopping it stops Xvfb and the browser with it.
  const driver = spawn(XVFB_RUN, ['-a', DRIVER, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const stop = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 20_000;
  while (!(await driverAnswers(port))) {
    if (driver.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`WebKitWebDriver did not start on port ${port} (exit code ${driver.exitCode})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return stop;
}

/**
 * A MiniBrowser session on a driver of its own, on a free port: `close()` ends both.
 * @param {{ capabilities?: object }} [options]  capabilities: more W3C capabilities (a page load strategy)
 */
export async function openWebKitSession({ capabilities = {} } = {}) {
  const driverPort = await freePort();
  const stopDriver = await startWebKitDriver(driverPort);
  try {
    const browser = await remote({
      hostname: 'localhost',
      port: driverPort,
      path: '/',
      logLevel: 'silent',
      capabilities: {
        browserName: 'MiniBrowser',
        ...capabilities,
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation'] },
      },
    });
    const close = async () => {
      await browser.deleteSession().catch(() => undefined);
      stopDriver();
    };
    return { browser, close };
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/** @returns {Promise<import('./site-smoke.mjs').EngineDriver>} */
export async function openWebKit({ width, height }) {
  const { browser, close } = await openWebKitSession();
  try {
    await browser.setWindowSize(width, height);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    name: 'WebKit (WebKitGTK)',
    async open(url) {
      await browser.url(url);
      // The driver reports no console: the page keeps its own errors from here on. The take-over runs after
      // the first paint, so what it throws is kept; the page's own marks say whether each part took over.
      await browser.execute(keepPageErrors);
    },
    evaluate: (fn, arg) => browser.execute(withPageQueries(fn), arg),
    async press(query) {
      const element = await browser.execute(findByRole, query);
      if (!element) throw new Error(`no ${describeQuery(query)} to press`);
      const shown = await browser.$(element);
      // A click at the element's centre could land under the sticky header: bring it clear of it first.
      await browser.execute(bringIntoClearView, shown);
      await shown.click();
    },
    async back() {
      await browser.back();
    },
    errors: () => browser.execute(keptPageErrors),
    close,
  };
}
