// Serves the shell's production build as `serve` does (serve-handler and compression, the libraries `serve` is
// made of, with the same config file and its ETags), and answers the field-event collector's path with the collectors' own checks
// (shared/registry/field-event-lines.js), writing the lines nginx would write to a local log: so a split can be
// tried, clicked through and read with `npm run experiment-report` with no nginx.
//   node scripts/serve-shell.mjs <config.json> <port> <build folder> <log file>
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import { FIELD_EVENTS } from '../shared/registry/field-events.js';
import { collectorAnswer, collectorRules } from '../shared/registry/field-event-lines.js';

const [configFile, port, folder, logFile] = process.argv.slice(2);
if (!logFile) {
  console.error('usage: node scripts/serve-shell.mjs <config.json> <port> <build folder> <log file>');
  process.exit(2);
}
const config = { ...JSON.parse(readFileSync(configFile, 'utf8')), public: folder, etag: true };
const compress = promisify(compression());
const rules = collectorRules();
mkdirSync(path.dirname(logFile), { recursive: true });

function collect(request, response, url) {
  const answer = collectorAnswer(
    {
      method: request.method,
      targetLength: request.url.length,
      hasBody: Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined,
      fetchSite: request.headers['sec-fetch-site'],
      batch: url.searchParams.get(FIELD_EVENTS.wire.batchParam) ?? undefined,
    },
    new Date().toISOString(),
    rules,
  );
  if (answer.lines) appendFileSync(logFile, `${answer.lines.join('\n')}\n`);
  response.writeHead(answer.status, { 'Cache-Control': 'no-store', ...(answer.status === 405 ? { Allow: 'POST' } : {}) });
  response.end(answer.reason ? `${answer.reason}\n` : undefined);
}

http
  .createServer(async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === FIELD_EVENTS.wire.collectorPath) return collect(request, response, url);
    response.setHeader('Access-Control-Allow-Origin', '*');
    await compress(request, response);
    return handler(request, response, config);
  })
  .on('error', (error) => {
    console.error(`the shell's server could not start on port ${port}: ${error.message}`);
    process.exit(1);
  })
  .listen(Number(port), '0.0.0.0');
