// Serves the site from an S3-compatible bucket the way the CDN does (deploy/cdn):
// each app on its own port, the shell's clean routes rewritten by the CloudFront
// Function, a missing object answered with 404.html and status 404, the shell's
// security headers, CORS on the remotes, and the field-event path answered by the
// collector's CloudFront Function. With --logs, the shell's requests to the collector are written as its access
// logs into a bucket, as standard logging (v2) delivers them (cdn-access-logs.mjs). For checking a bucket release
// locally, e.g.
//   node scripts/serve-bucket.mjs --endpoint http://127.0.0.1:4568 --bucket callvera-site [--logs s3://callvera-logs/cdn]
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import path from 'node:path';
import vm from 'node:vm';
import { PORT_BASE, SITE_APPS } from '@callvera/checkout/site-apps';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { answerHelp } from '@callvera/checkout/command-usage';
import { accessLogs, logDestination } from './cdn-access-logs.mjs';

const cdnDir = fileURLToPath(new URL('../deploy/cdn/', import.meta.url));
const cdnJson = (name) => JSON.parse(readFileSync(path.join(cdnDir, name), 'utf8'));

/** A CloudFront Function of deploy/cdn, as CloudFront runs it on a viewer request. */
function cloudFrontFunction(file) {
  const sandbox = { Buffer };
  vm.runInNewContext(`${readFileSync(path.join(cdnDir, file), 'utf8')}\nthis.handler = handler;`, sandbox);
  return sandbox.handler;
}

/** The collector function's answer to a request, with the request as CloudFront hands it over. */
function collectorAnswer(collect, request, url) {
  const querystring = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, { value }]));
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, { value: String(value) }]));
  const answer = collect({ request: { method: request.method, uri: url.pathname, querystring, headers } });
  return {
    status: answer.statusCode,
    headers: Object.fromEntries(Object.entries(answer.headers).map(([name, { value }]) => [name, value])),
  };
}

function shellHeaders() {
  const policy = cdnJson('shell-response-headers-policy.json');
  const security = policy.SecurityHeadersConfig;
  return {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    'x-content-type-options': 'nosniff',
    ...Object.fromEntries(policy.CustomHeadersConfig.Items.map((item) => [item.Header.toLowerCase(), item.Value])),
  };
}

/** The rules name the reference deployment's origins (localhost:3000-3005); locally they move with SITE_PORT_BASE, as the shell's build does. */
const REFERENCE_PORT_BASE = 3000;
const atThisRunsPorts = (text) =>
  text.replace(/\/\/localhost:(\d+)/g, (origin, port) => {
    const moved = PORT_BASE + Number(port) - REFERENCE_PORT_BASE;
    return SITE_APPS.some((app) => app.port === moved) ? `//localhost:${moved}` : origin;
  });

const PASSED_ON = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-length'];

/**
 * Starts one server per app; returns a function that stops them (and delivers the access logs left).
 * `logs`: where the shell's access logs go (`s3://bucket/prefix`, on the same store), or none.
 */
export async function serveBucket({ endpoint, bucket, logs }) {
  const accessLog = logs ? accessLogs({ destination: logDestination(logs), endpoint }) : null;
  const rewrite = cloudFrontFunction('viewer-request.js');
  const collect = cloudFrontFunction('event-collector.js');
  const securityHeaders = Object.fromEntries(Object.entries(shellHeaders()).map(([name, value]) => [name, atThisRunsPorts(value)]));
  const cors = cdnJson('remote-cors-policy.json').CorsConfig.AccessControlAllowOrigins.Items.map(atThisRunsPorts);
  const notFoundPage = cdnJson('shell-distribution.json').CustomErrorResponses.Items;

  const servers = SITE_APPS.map(({ dir, remote, port }) => {
    const fromBucket = (uri, request) =>
      fetch(`${endpoint}/${bucket}/${dir}${uri}`, {
        headers: request.headers['if-none-match'] ? { 'if-none-match': request.headers['if-none-match'] } : {},
      });
    const server = http.createServer(async (request, response) => {
      try {
        const url = new URL(request.url, 'http://cdn');
        const { pathname } = url;
        if (!remote && pathname === FIELD_EVENTS.wire.collectorPath) {
          const { status, headers } = collectorAnswer(collect, request, url);
          accessLog?.log({ method: request.method, path: pathname, query: url.search.slice(1), status });
          response.writeHead(status, { ...headers, ...securityHeaders });
          response.end();
          return;
        }
        const uri = remote ? pathname : rewrite({ request: { uri: pathname } }).uri;
        let answer = await fromBucket(uri, request);
        let status = answer.status;
        const errorPage = !remote && notFoundPage.find((item) => item.ErrorCode === answer.status);
        if (errorPage) {
          answer = await fromBucket(errorPage.ResponsePagePath, request);
          status = Number(errorPage.ResponseCode);
        }
        const headers = Object.fromEntries(
          PASSED_ON.filter((name) => answer.headers.has(name)).map((name) => [name, answer.headers.get(name)]),
        );
        if (remote) {
          const origin = request.headers.origin;
          if (origin && cors.includes(origin)) headers['access-control-allow-origin'] = origin;
          headers['x-content-type-options'] = 'nosniff';
        } else Object.assign(headers, securityHeaders);
        response.writeHead(status, headers);
        response.end(request.method === 'HEAD' || status === 304 ? undefined : Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`bucket unreachable: ${error.message}`);
      }
    });
    return new Promise((resolve) => server.listen(port, () => resolve(server)));
  });
  const started = await Promise.all(servers);
  return async () => {
    await Promise.all(started.map((server) => new Promise((resolve) => server.close(resolve))));
    await accessLog?.close();
  };
}

/** The command: what `node scripts/serve-bucket.mjs` runs. */
export async function main() {
  const usage = `usage: serve-bucket.mjs --endpoint <url> --bucket <name> [--logs s3://<bucket>/<prefix>]
  --logs  writes the shell's requests to the field-event collector into that bucket (on the same store) as the
          CDN's access logs, standard logging (v2) as deploy/cdn/shell-access-logs.json sets it up, every 2 s`;
  answerHelp(usage);
  let values;
  try {
    ({ values } = parseArgs({ options: { endpoint: { type: 'string' }, bucket: { type: 'string' }, logs: { type: 'string' } } }));
    if (values.logs) logDestination(values.logs);
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  if (!values.endpoint || !values.bucket) {
    console.error(usage);
    process.exit(2);
  }
  const stop = await serveBucket(values);
  // Stopped, it delivers what it logged since the last delivery.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(0)));
  console.log(SITE_APPS.map(({ dir, port }) => `${dir}: http://localhost:${port}`).join('\n'));
}
