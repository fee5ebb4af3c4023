// The site in the other engines its visitors use, as Chromium runs the rest of the suite: WebKit (every
// iPhone browser) from Debian's WebKitGTK, and Firefox ESR. Serves the build through the production nginx
// config, with every request logged, and checks in each engine: every route taken over with no errors and
// one request per deployed file (the page's preloads are used), then Annual, an industry chip, Listen,
// a sample call with sound, the header's links and Back (measurement/cross-engine/site-smoke.mjs).
//
// Usage: USAGE below.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openFirefox } from './cross-engine/firefox-driver.mjs';
import { openWebKit } from './cross-engine/webkit-driver.mjs';
import { smokeTestSite } from './cross-engine/site-smoke.mjs';
import { answerHelp } from '@callvera/checkout/command-usage';
import { SITE_PATHS } from '@callvera/checkout/site-apps';
import { SITE_ORIGIN } from '@callvera/local-servers/start-site-servers';
import { NGINX_ACCESS_LOG } from '@callvera/deploy-config/checkout-nginx';
import { startNginxSite } from './nginx-site.mjs';

/** A desk-sized window: MiniBrowser's cannot be narrower than 447 px. */
const WINDOW = { width: 1280, height: 800 };

const ENGINES = {
  webkit: () => openWebKit(WINDOW),
  firefox: () => openFirefox(WINDOW),
};

function enginesAsked(argv) {
  const at = argv.indexOf('--engines');
  if (at === -1) return Object.keys(ENGINES);
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !(name in ENGINES));
  if (names.length === 0 || unknown.length) {
    throw new Error(`--engines takes a comma-separated list of ${Object.keys(ENGINES).join(', ')}; got "${argv[at + 1] ?? ''}"`);
  }
  return names;
}

/** The requests nginx logged since the last reset: `METHOD host path status end` a line, the end in epoch seconds. */
const requests = {
  reset: () => writeFileSync(NGINX_ACCESS_LOG, ''),
  since: () =>
    readFileSync(NGINX_ACCESS_LOG, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [, host = '', path = '', status = '', end = ''] = line.split(' ');
        return { host, path, status, endedAt: Number(end) * 1000 };
      }),
};

/** Whether the built site's config switches live demos on (a Vapi public key): what a first Listen does depends on it. */
function liveDemosDeployed() {
  const config = JSON.parse(readFileSync(fileURLToPath(new URL('../shell/dist/site-config.json', import.meta.url)), 'utf8'));
  return typeof config.vapi?.publicKey === 'string' && config.vapi.publicKey.trim() !== '';
}

export async function runCrossEngineSmoke(argv = process.argv.slice(2)) {
  const engines = enginesAsked(argv);
  const servers = await startNginxSite({ accessLog: true });
  const failures = [];
  let passedCount = 0;
  try {
    for (const engine of engines) {
      console.log(`› ${engine}`);
      let driver;
      try {
        driver = await ENGINES[engine]();
      } catch (error) {
        failures.push(`${engine}: could not start (${error.message})`);
        console.log(`  ✗ could not start: ${error.message}`);
        continue;
      }
      try {
        const { passed, failed } = await smokeTestSite(driver, {
          origin: SITE_ORIGIN,
          paths: SITE_PATHS,
          liveDemos: liveDemosDeployed(),
          requests,
        });
        passedCount += passed.length;
        failures.push(...failed.map((failure) => `${driver.name}: ${failure}`));
      } finally {
        await driver.close();
      }
    }
  } finally {
    servers.stop();
  }
  if (passedCount === 0 && failures.length === 0) failures.push('no check ran');
  return { passedCount, failures };
}

const USAGE = `usage: node scripts/cross-engine-smoke.mjs [--engines webkit,firefox]   (after npm run build)
Needs: bash scripts/install-deps.sh --nginx --webkit --firefox. Ports: the site's (SITE_PORT_BASE), and a free
one for WebKit's driver. Exits 1, naming each failed check, when any fails or none ran.`;

/** The command: what `node scripts/cross-engine-smoke.mjs` runs. */
export async function main() {
  answerHelp(USAGE);
  runCrossEngineSmoke().then(
    ({ passedCount, failures }) => {
      if (failures.length) {
        console.error(`\n✗ ${failures.length} cross-engine check(s) failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
        process.exit(1);
      }
      console.log(`\n✓ ${passedCount} cross-engine checks passed`);
    },
    (error) => {
      console.error(`✗ The cross-engine smoke test could not run: ${error.message}`);
      process.exit(1);
    },
  );
}
