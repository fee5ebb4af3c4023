// Serves the shell's production build as `npm start` serves every build (build-server.mjs), and answers the field-event collector's path with the collectors' own checks
// (shared/registry/field-event-lines.js), writing the lines nginx would write into the same day files, with the same
// cap: so a split can be tried, clicked through and read with `npm run experiment-report` with no nginx. One
// machine's visitor has no rate limit to keep to: nginx's limits are for the public. Usage: below.
import { appendFileSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { collectorAnswer, collectorRules } from '@callvera/shared/registry/field-event-lines';
import { FIELD_EVENT_LOG, fieldEventLogOfDay } from '@callvera/shared/registry/field-event-log';
import { answerHelp } from '@callvera/checkout/command-usage';
import { buildFolderHandler } from './build-server.mjs';

const USAGE = 'usage: node scripts/serve-shell.mjs <config.json> <port> <build folder> <log folder>';
answerHelp(USAGE);
const [configFile, port, folder, logDir] = process.argv.slice(2);
if (!logDir) {
  console.error(USAGE);
  process.exit(2);
}
const serveFile = buildFolderHandler({
  config: JSON.parse(readFileSync(configFile, 'utf8')),
  folder,
  headers: { 'Access-Control-Allow-Origin': '*' },
});
const rules = collectorRules();
mkdirSync(logDir, { recursive: true });

const sizeOf = (file) => {
  try {
    return statSync(file).size;
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
};

function collect(request, response, url) {
  const receivedAt = new Date().toISOString();
  const answer = collectorAnswer(
    {
      method: request.method,
      targetLength: request.url.length,
      hasBody: Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined,
      fetchSite: request.headers['sec-fetch-site'],
      batch: url.searchParams.get(FIELD_EVENTS.wire.batchParam) ?? undefined,
    },
    receivedAt,
    rules,
  );
  const file = path.join(logDir, fieldEventLogOfDay(receivedAt));
  if (answer.lines && sizeOf(file) >= FIELD_EVENT_LOG.dayCapBytes) {
    if (answer.status === 204) return answerWith(response, { status: 503, reason: 'the field-event log is full for today' });
  } else if (answer.lines) appendFileSync(file, `${answer.lines.join('\n')}\n`);
  return answerWith(response, answer);
}

function answerWith(response, { status, reason }) {
  response.writeHead(status, { 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: 'POST' } : {}) });
  response.end(reason ? `${reason}\n` : undefined);
}

http
  .createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === FIELD_EVENTS.wire.collectorPath) return collect(request, response, url);
    return serveFile(request, response);
  })
  .on('error', (error) => {
    console.error(`the shell's server could not start on port ${port}: ${error.message}`);
    process.exit(1);
  })
  .listen(Number(port), '0.0.0.0');
