// A real nginx, as rendered for a checkout (deploy-config/checkout-nginx.mjs), in a folder of its own,
// for the script tests that need the collector as nginx runs it. It stands behind a TLS front at 127.0.0.1, as
// production stands behind its front, so a test gives each simulated client its own address in X-Forwarded-For.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteTargetFrom } from '@callvera/shared/registry/origins';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { startCheckoutNginx } from '../../checkout-nginx.mjs';
import { dayFilesIn } from '../../field-event-log-files.mjs';

/**
 * Starts nginx on the ports SITE_PORT_BASE + `portOffset` onward (one per app of the registry).
 * @param {{ portOffset: number, dayCapBytes?: number, page?: string }} options
 *   page: the shell's index.html (a stand-in of a prerendered page's size by default: these tests need no build)
 */
export async function startNginx({ portOffset, dayCapBytes, page = standInPage() }) {
  const portBase = siteTargetFrom(process.env).portBase + portOffset;
  const dir = mkdtempSync(path.join(tmpdir(), 'nginx-'));
  const siteRoot = path.join(dir, 'site');
  mkdirSync(path.join(siteRoot, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(siteRoot, 'shell/dist/index.html'), page);
  const { origin, logs, stop } = await startCheckoutNginx({
    target: { deployment: 'local', portBase },
    dir,
    siteRoot,
    frontAddress: '127.0.0.1',
    dayCapBytes,
  });
  return {
    origin,
    logs,
    /** The folder holding each app's files (the shell's page in shell/dist). */
    siteRoot,
    /** The day files nginx wrote, by name. */
    dayFiles: () => dayFilesIn(logs),
    /**
     * Every line of the day files, parsed, once nginx has written what it answered: it writes a batch's lines
     * in its log phase, after the answer has gone, so a read at once may come before them.
     */
    lines: async () => {
      let seen = readLines(logs);
      for (const deadline = Date.now() + 3_000; Date.now() < deadline;) {
        await new Promise((resolve) => setTimeout(resolve, LOG_QUIET_MS));
        const now = readLines(logs);
        if (now.length === seen.length) return now;
        seen = now;
      }
      throw new Error(`nginx's day files in ${logs} kept growing for 3 s`);
    },
    errorLog: () => (existsSync(path.join(logs, 'error.log')) ? readFileSync(path.join(logs, 'error.log'), 'utf8') : ''),
    /** Posts a batch to the collector, as the client at `client` behind the front. */
    post: (batch, client = '198.51.100.7') =>
      fetch(`${origin}${FIELD_EVENTS.wire.collectorPath}?${FIELD_EVENTS.wire.batchParam}=${encoded(batch)}`, {
        method: 'POST',
        headers: { 'X-Forwarded-For': client },
      }),
    stop,
  };
}

/** Longer than nginx takes from an answer to its log line, on a loaded machine. */
const LOG_QUIET_MS = 150;

const readLines = (logs) =>
  dayFilesIn(logs)
    .flatMap((file) => readFileSync(path.join(logs, file), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line));

export const encoded = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A batch of the schema, as a page of the site sends it: `count` conversions on the home page. */
export function validBatch(count = 1, pageLoad = '0f8fad5b-d9cb-469f-a165-70867728950e') {
  return {
    v: FIELD_EVENTS.schemaVersion,
    page: { pageLoad, shellRelease: '0.1.0', experiments: { pricing: 'annual-first' } },
    events: Array.from({ length: count }, (_, index) => ({
      name: 'conversion',
      time: 1795478400000 + index,
      route: '/',
      remote: 'landing',
      remoteRelease: '0.1.0',
      action: 'try-out-free',
    })),
  };
}

/** About the size of a prerendered page of the site (40 KB of HTML). */
function standInPage() {
  const block = '<section><h2>Your AI voice agent</h2><p>Answers every call, books meetings and qualifies leads.</p></section>\n';
  return `<!doctype html><html lang="en"><head><title>Callvera</title></head><body><main>${block.repeat(Math.ceil(40_000 / block.length))}</main></body></html>\n`;
}
