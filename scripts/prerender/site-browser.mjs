// The browser the prerender renders in, and the site's files as its local servers answer for them.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { SITE_ORIGIN } from '../start-site-servers.mjs';
import { SITE_APPS, SITE_TARGET } from '../site-apps.mjs';
import { integrityOf } from '../../tooling/manifest-integrity.mjs';

const chromiumSetup = JSON.parse(readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'));
// A page handed to the browser by the script (not by a server on loopback) counts as
// public, and Chromium would refuse its requests to the remotes on localhost.
const CHROMIUM_ARGS = ['--disable-features=LocalNetworkAccessChecks', ...chromiumSetup.args];

export const launchBrowser = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? chromiumSetup.path, args: CHROMIUM_ARGS });

/**
 * A production build names its remotes' production origins (its remotes.json, the origins it trusts, and so the
 * files its pages preload); the local servers answer for them here.
 */
const LOCAL_STAND_INS =
  SITE_TARGET.deployment === 'production'
    ? SITE_APPS.filter((app) => app.remote).map((app) => [app.origin, `http://localhost:${app.port}`])
    : [];

/** Reduced motion: animated parts (the rotating headline) are captured in the state the app starts in. */
export async function newSiteContext(browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport });
  await context.route(
    (url) => !/^(http:\/\/localhost(:\d+)?\/|data:|blob:)/.test(url.href),
    (route) => route.abort(),
  );
  // Registered last, so asked first.
  for (const [origin, local] of LOCAL_STAND_INS) {
    await context.route(
      (url) => url.origin === origin,
      async (route) => route.fulfill({ response: await route.fetch({ url: `${local}${new URL(route.request().url()).pathname}` }) }),
    );
  }
  return context;
}

/** A file the page names, as the local servers answer for it. */
export async function bytesOf(url, doing) {
  const local = LOCAL_STAND_INS.reduce(
    (href, [origin, stand]) => (href.startsWith(`${origin}/`) ? stand + href.slice(origin.length) : href),
    url,
  );
  const response = await fetch(local);
  if (!response.ok) throw new Error(`${url} answered ${response.status} while ${doing}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * A remote's files load checked against their hash (Subresource Integrity, over CORS: the remote's code pins its
 * files, remotes.json its manifest and entry), so the page names each with its hash (and a script or stylesheet
 * with crossorigin), or the browser would not use the copy it already has. The shell's own files are its origin's.
 */
export async function remoteFilesIntegrity(urls) {
  const remote = [...new Set(urls)].filter((url) => !url.startsWith(`${SITE_ORIGIN}/`));
  return new Map(await Promise.all(remote.map(async (url) => [url, integrityOf(await bytesOf(url, "pinning the remotes' files"))])));
}
