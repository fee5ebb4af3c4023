// The two collectors of field events, rendered from the registry (shared/registry/field-events.js): an
// njs module for nginx, which writes each event as a line of its JSON-lines log, and a CloudFront
// Function that answers at the edge, leaving the events in the distribution's access log. Both run the
// same checks (shared/registry/field-event-lines.js), copied into them.
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { COLLECTOR_FUNCTIONS, collectorRules } from '@callvera/shared/registry/field-event-lines';
import { FIELD_EVENT_LOG } from '@callvera/shared/registry/field-event-log';
import { collectorLimitHttpLines, collectorLimitLocationLines } from './collector-limits.mjs';

/** The njs module's file in deploy/nginx. */
export const NJS_COLLECTOR_FILE = 'field-events.js';

const checks = () => `// RULES and the checks below are copied from shared/registry/field-events.js and field-event-lines.js: edit those.
var RULES = ${JSON.stringify(collectorRules())};

${COLLECTOR_FUNCTIONS.map((fn) => fn.toString()).join('\n\n')}`;

/**
 * nginx's collector: answers at once; a batch it takes (or the line of one it refuses) becomes
 * `$field_event_lines`, which the location's access_log writes (one JSON object per line) into the file of the
 * day received, `$field_event_day`; both stay empty for any other request, and once the day's file has reached
 * its cap (`$field_event_day_cap` bytes), when the collector answers 503 instead.
 * @param {string} generatedBy  the header line naming what renders it
 */
export function njsCollectorModule(generatedBy) {
  return `// ${generatedBy}
// nginx JavaScript (njs) module of the field-event collector, for the location of ${FIELD_EVENTS.wire.collectorPath}
// (callvera-site.conf); Debian's libnginx-mod-http-js.
import fs from 'fs';

${checks()}

var LOG_NAME = ${JSON.stringify(FIELD_EVENT_LOG.name)};

// Compiled as nginx loads the module, so each request finds them made (njs starts every request from the loaded module).
for (var type in RULES.patterns) isValidField('', type, RULES);

function collect(r) {
  var receivedAt = new Date().toISOString();
  var answer = collectorAnswer(
    {
      method: r.method,
      targetLength: r.variables.request_uri.length,
      hasBody: Number(r.headersIn['Content-Length'] || 0) > 0 || Boolean(r.headersIn['Transfer-Encoding']),
      fetchSite: r.headersIn['Sec-Fetch-Site'],
      batch: r.args[RULES.batchParam],
    },
    receivedAt,
    RULES,
  );
  r.headersOut['Cache-Control'] = 'no-store';
  if (answer.status === 405) r.headersOut['Allow'] = 'POST';
  if (answer.lines) {
    var cap = Number(r.variables.field_event_day_cap);
    if (!(cap > 0)) {
      r.error('field events: $field_event_day_cap must be a number of bytes, not "' + r.variables.field_event_day_cap + '"');
      return r.return(500, 'the collector is misconfigured\\n');
    }
    var day = receivedAt.slice(0, 10);
    var file = r.variables.field_event_log_dir + '/' + LOG_NAME + '-' + day;
    var text = answer.lines.join('\\n');
    var size = fileSize(file);
    if (size >= cap) {
      // The day's file is full: nothing more is written until the next UTC day.
      if (answer.status === 204) return r.return(503, 'the field-event log is full for today\\n');
    } else {
      r.variables.field_event_day = day;
      r.variables.field_event_lines = text;
      // Said by the batch that fills the file, written whole. nginx writes a batch after answering it, so as the file
      // fills each worker may take one more batch on the old size, and say so too: the file may pass the cap by a
      // batch per worker, and nothing is said again that day.
      if (size + Buffer.byteLength(text) + 1 >= cap) {
        r.error('field events: ' + file + ' reached its cap of ' + cap + ' bytes; batches are refused with 503 until the next UTC day');
      }
    }
  }
  if (answer.reason) r.return(answer.status, answer.reason + '\\n');
  else r.return(answer.status);
}

function fileSize(file) {
  try {
    return fs.statSync(file).size;
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
}

// The client a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one visitor's network).
function client(r) {
  return clientOfAddress(r.variables.remote_addr);
}

function clientOfAddress(address) {
  var mapped = /^::ffff:(\\d+\\.\\d+\\.\\d+\\.\\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (address.indexOf(':') === -1) return address;
  var halves = address.split('::');
  var head = halves[0] ? halves[0].split(':') : [];
  var tail = halves.length > 1 && halves[1] ? halves[1].split(':') : [];
  // An IPv4 address written at the end holds the last two groups.
  var tailGroups = tail.length + (tail.length && tail[tail.length - 1].indexOf('.') !== -1 ? 1 : 0);
  var groups = head.slice();
  while (groups.length < 8 - tailGroups) groups.push('0');
  var network = [];
  for (var i = 0; i < 4; i++) network.push(parseInt(groups[i] || '0', 16).toString(16));
  return network.join(':') + '::/64';
}

export default { collect: collect, client: client };
`;
}

/**
 * The http-level lines the collector needs (callvera-site.conf is included in nginx's http block).
 * @param {string} confDir
 * @param {string | undefined} frontAddress  the TLS front's address, when the server stands behind one
 */
export function njsCollectorHttpLines(confDir, frontAddress) {
  return `# Field events: the njs module that checks them, and the log format that writes the lines it made
# (escape=none: they are JSON already, one event a line) into the day's file.
js_import field_events from ${confDir}/${NJS_COLLECTOR_FILE};
js_var $field_event_lines;
js_var $field_event_day;
log_format field_events escape=none '$field_event_lines';

${collectorLimitHttpLines(frontAddress)}`;
}

/**
 * The shell server's location for the collector path.
 * @param {string} logDir
 * @param {number} dayCapBytes
 */
export function njsCollectorLocation(logDir, dayCapBytes = FIELD_EVENT_LOG.dayCapBytes) {
  return `  # Field events (shared/registry/field-events.js): answered at once, with no app server; each event a line of
  # the day's ${FIELD_EVENT_LOG.name}-YYYY-MM-DD (UTC), a line naming the kind of each refused batch, nothing for
  # other requests, and nothing once the day's file holds ${dayCapBytes} bytes (shared/registry/field-event-log.js).
  location = ${FIELD_EVENTS.wire.collectorPath} {
    client_max_body_size 1k;
${collectorLimitLocationLines()}
    # nginx makes sure a location's root exists before it writes a log whose name holds a variable: the log's folder.
    root ${logDir};
    set $field_event_log_dir ${logDir};
    set $field_event_day_cap ${dayCapBytes};
    open_log_file_cache max=4 inactive=1m valid=1m;
    access_log ${logDir}/${FIELD_EVENT_LOG.name}-$field_event_day field_events if=$field_event_lines;
    js_content field_events.collect;
  }`;
}

/**
 * CloudFront's collector: a viewer-request function on the collector path's cache behaviour. It answers
 * at the edge and never reaches the bucket; CloudFront's access log keeps each request's query string,
 * which read-outs/from-cloudfront-log.mjs turns into the same lines nginx writes.
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
