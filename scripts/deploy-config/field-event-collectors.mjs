// The two collectors of field events, rendered from the registry (shared/registry/field-events.js): an
// njs module for nginx, which writes each event as a line of its JSON-lines log, and a CloudFront
// Function that answers at the edge, leaving the events in the distribution's access log. Both run the
// same checks (shared/registry/field-event-lines.js), copied into them.
import { FIELD_EVENTS } from '../../shared/registry/field-events.js';
import { COLLECTOR_FUNCTIONS, collectorRules } from '../../shared/registry/field-event-lines.js';

/** Where nginx writes the log (`@LOG_DIR@` in the checked-in config). */
export const FIELD_EVENT_LOG = 'field-events.log';
/** The njs module's file in deploy/nginx. */
export const NJS_COLLECTOR_FILE = 'field-events.js';

const checks = () => `// RULES and the checks below are copied from shared/registry/field-events.js and field-event-lines.js: edit those.
var RULES = ${JSON.stringify(collectorRules())};

${COLLECTOR_FUNCTIONS.map((fn) => fn.toString()).join('\n\n')}`;

/**
 * nginx's collector: answers at once; a batch it takes (or the line of one it refuses) becomes
 * `$field_event_lines`, which the location's access_log writes (one JSON object per line) and which stays
 * empty for any other request.
 * @param {string} generatedBy  the header line naming what renders it
 */
export function njsCollectorModule(generatedBy) {
  return `// ${generatedBy}
// nginx JavaScript (njs) module of the field-event collector, for the location of ${FIELD_EVENTS.wire.collectorPath}
// (callvera-site.conf); Debian's libnginx-mod-http-js.
${checks()}

function collect(r) {
  var answer = collectorAnswer(
    {
      method: r.method,
      targetLength: r.variables.request_uri.length,
      hasBody: Number(r.headersIn['Content-Length'] || 0) > 0 || Boolean(r.headersIn['Transfer-Encoding']),
      fetchSite: r.headersIn['Sec-Fetch-Site'],
      batch: r.args[RULES.batchParam],
    },
    new Date().toISOString(),
    RULES,
  );
  r.headersOut['Cache-Control'] = 'no-store';
  if (answer.status === 405) r.headersOut['Allow'] = 'POST';
  if (answer.lines) r.variables.field_event_lines = answer.lines.join('\\n');
  if (answer.reason) r.return(answer.status, answer.reason + '\\n');
  else r.return(answer.status);
}

export default { collect: collect };
`;
}

/**
 * The http-level lines the collector needs (callvera-site.conf is included in nginx's http block).
 * @param {string} confDir
 */
export function njsCollectorHttpLines(confDir) {
  return `# Field events: the njs module that checks them, and the log format that writes the lines it made
# (escape=none: they are JSON already, one event a line).
js_import field_events from ${confDir}/${NJS_COLLECTOR_FILE};
js_var $field_event_lines;
log_format field_events escape=none '$field_event_lines';`;
}

/**
 * The shell server's location for the collector path.
 * @param {string} logDir
 */
export function njsCollectorLocation(logDir) {
  return `  # Field events (shared/registry/field-events.js): answered at once, with no app server; each event a
  # line of ${FIELD_EVENT_LOG}, a line naming the kind of each refused batch, and nothing for other requests.
  location = ${FIELD_EVENTS.wire.collectorPath} {
    client_max_body_size 1k;
    access_log ${logDir}/${FIELD_EVENT_LOG} field_events if=$field_event_lines;
    js_content field_events.collect;
  }`;
}

/**
 * CloudFront's collector: a viewer-request function on the collector path's cache behaviour. It answers
 * at the edge and never reaches the bucket; CloudFront's access log keeps each request's query string,
 * which scripts/field-log/from-cloudfront-log.mjs turns into the same lines nginx writes.
 * @param {string} generatedBy
 */
export function cloudFrontCollectorFunction(generatedBy) {
  return `// ${generatedBy}
// CloudFront Function (cloudfront-js-2.0), viewer request, on the shell distribution's behaviour for
// ${FIELD_EVENTS.wire.collectorPath}: it checks a batch of field events and answers 204, or refuses it; the access log
// keeps the query string of every request with the status it got.
${checks()}

function queryLength(querystring) {
  var length = 0;
  var keys = Object.keys(querystring);
  for (var i = 0; i < keys.length; i++) length += 2 + keys[i].length + String(querystring[keys[i]].value).length;
  return length;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by this name
function handler(event) {
  var request = event.request;
  var header = function (name) {
    return request.headers[name] ? request.headers[name].value : undefined;
  };
  var batch = request.querystring[RULES.batchParam];
  var answer = collectorAnswer(
    {
      method: request.method,
      targetLength: request.uri.length + queryLength(request.querystring),
      hasBody: Number(header('content-length') || 0) > 0 || header('transfer-encoding') !== undefined,
      fetchSite: header('sec-fetch-site'),
      batch: batch ? batch.value : undefined,
    },
    new Date().toISOString(),
    RULES,
  );
  var headers = { 'cache-control': { value: 'no-store' } };
  if (answer.status === 405) headers.allow = { value: 'POST' };
  return { statusCode: answer.status, statusDescription: answer.reason || 'No Content', headers: headers };
}
`;
}
