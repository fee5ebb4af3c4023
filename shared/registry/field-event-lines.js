// @ts-check
// How a collector turns one request's batch of field events into lines of its JSON-lines log, or
// refuses it. The same functions run in nginx (njs, deploy/nginx/field-events.js), at the CDN's edge
// (a CloudFront Function, deploy/cdn/event-collector.js), and in Node (the CDN log's converter and the
// tests): the renderers copy their source into those files. So every function below that the
// collectors run is plain ES5 (no arrow functions, template strings, destructuring or for...of: the
// njs of Debian 12 and CloudFront's runtime both read that), uses nothing from outside but its
// parameters, Buffer and JSON, and gets the schema as rules made by collectorRules().
import { FIELD_EVENTS, FIELD_TYPES } from './field-events.js';
import { SITE_REGISTRY } from './site-registry.js';

/**
 * @typedef {string | readonly string[]} FieldType  a name of FIELD_TYPES, or the values allowed
 * @typedef {[key: string, type: FieldType, optional: boolean]} FieldRule
 * @typedef {{
 *   version: number,
 *   batchParam: string,
 *   maxRequestTargetBytes: number,
 *   maxEvents: number,
 *   routes: Record<string, true>,
 *   routeRemotes: Record<string, string>,
 *   remotes: Record<string, true>,
 *   remoteFields: Record<string, string[]>,
 *   patterns: Record<string, string>,
 *   page: FieldRule[],
 *   events: Record<string, FieldRule[]>,
 *   compiled?: Record<string, RegExp>,
 * }} CollectorRules  (`compiled`: the patterns as the collectors compile them, once)
 */

/** @param {Record<string, FieldType>} fields */
const fieldRules = (fields) =>
  Object.entries(fields).map(([key, type]) => /** @type {FieldRule} */ ([key.replace(/\?$/, ''), type, key.endsWith('?')]));

/**
 * The fields that name a remote (its federation name, as in remotes.json), each with the other names it may
 * hold: a vital's `attributedTo` is "shell" for the shell's own code. The collectors refuse a name the registry
 * does not hold: remote names change only with a shell build, which re-renders the collectors. Variant names do
 * not: the growth team adds variants with no shell build, so `variant` is never checked against the registry here.
 * The keys of `experiments` and `firstFor` are remotes too (an experiment is named after the remote it splits).
 */
const REMOTE_FIELDS = { remote: [], failedRemote: [], experiment: [], attributedTo: ['shell'] };

/**
 * The schema as the collectors check it: the common fields come first in every event's rules.
 * @returns {CollectorRules}
 */
export function collectorRules() {
  return {
    version: FIELD_EVENTS.schemaVersion,
    batchParam: FIELD_EVENTS.wire.batchParam,
    maxRequestTargetBytes: FIELD_EVENTS.wire.maxRequestTargetBytes,
    maxEvents: FIELD_EVENTS.wire.maxEventsPerBatch,
    routes: Object.fromEntries(SITE_REGISTRY.routes.map((route) => [route.path, /** @type {const} */ (true)])),
    routeRemotes: Object.fromEntries(SITE_REGISTRY.routes.map((route) => [route.path, route.remote])),
    remotes: Object.fromEntries(SITE_REGISTRY.apps.flatMap((app) => (app.remote ? [[app.remote, /** @type {const} */ (true)]] : []))),
    remoteFields: REMOTE_FIELDS,
    patterns: Object.fromEntries(Object.entries(FIELD_TYPES).flatMap(([type, spec]) => ('pattern' in spec ? [[type, spec.pattern]] : []))),
    page: fieldRules(FIELD_EVENTS.page),
    events: Object.fromEntries(
      Object.entries(FIELD_EVENTS.events).map(([name, fields]) => [name, [...fieldRules(FIELD_EVENTS.common), ...fieldRules(fields)]]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// What the collectors run (ES5; see the top of this file).

/**
 * @typedef {{
 *   method: string,
 *   targetLength: number,
 *   hasBody: boolean,
 *   fetchSite: string | undefined,
 *   batch: unknown,
 * }} CollectorRequest  what a collector needs of a request to its path (`batch`: the batch parameter)
 */

/**
 * How a collector answers a request to its path, and the log's lines: each event of a batch it takes, or one
 * line saying why for a batch it refuses (400: malformed, of another version, or not the schema's), with
 * nothing of the batch, so a read-out can count what it never saw. Other refusals are logged nowhere: a wrong
 * method (405), a longer request than the pages ever send (414), a body (the format has none: 413), another
 * site's page (403); no page of the site sends those.
 * @param {CollectorRequest} request
 * @param {string} receivedAt  ISO 8601
 * @param {CollectorRules} rules
 * @returns {{ status: number, reason?: string, lines?: string[] }}
 */
export function collectorAnswer(request, receivedAt, rules) {
  if (request.method !== 'POST') return { status: 405, reason: 'only POST' };
  if (request.targetLength > rules.maxRequestTargetBytes) return { status: 414, reason: 'longer than a batch may be' };
  if (request.hasBody) return { status: 413, reason: 'a batch travels in the query string, with no body' };
  if (request.fetchSite && request.fetchSite !== 'same-origin') return { status: 403, reason: 'only the site itself sends events' };
  var taken = fieldEventLines(request.batch, receivedAt, rules);
  if ('refused' in taken) return { status: 400, reason: taken.refused, lines: [refusedLine(taken.kind, receivedAt, rules)] };
  return { status: 204, lines: taken.lines };
}

/**
 * One request's batch (the base64url query parameter FIELD_EVENTS.wire.batchParam) as the log's lines, one JSON object per event
 * with the page load's fields and the time received; or the reason it is refused, and its kind (FIELD_EVENTS.refused).
 * @param {unknown} encoded
 * @param {string} receivedAt  ISO 8601
 * @param {CollectorRules} rules
 * @returns {{ lines: string[] } | { refused: string, kind: 'malformed' | 'version' | 'schema' }}
 */
export function fieldEventLines(encoded, receivedAt, rules) {
  if (typeof encoded !== 'string' || !/^[A-Za-z0-9_-]+$/.test(encoded))
    return { refused: 'the batch must be base64url', kind: 'malformed' };
  var batch;
  try {
    batch = JSON.parse(Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
  } catch (error) {
    return { refused: 'the batch must be JSON: ' + String(error), kind: 'malformed' };
  }
  if (!isPlainObject(batch)) return { refused: 'the batch must be a JSON object', kind: 'malformed' };
  if (batch.v !== rules.version) return { refused: 'v must be ' + rules.version, kind: 'version' };
  if (Object.keys(batch).length !== 3) return { refused: 'a batch holds v, page and events only', kind: 'schema' };
  var page = checkedFields(batch.page, rules.page, rules);
  if (typeof page === 'string') return { refused: 'page: ' + page, kind: 'schema' };
  var events = batch.events;
  if (!Array.isArray(events) || events.length < 1 || events.length > rules.maxEvents) {
    return { refused: 'events must list 1 to ' + rules.maxEvents + ' events', kind: 'schema' };
  }
  var lines = [];
  for (var i = 0; i < events.length; i++) {
    var event = events[i];
    var name = isPlainObject(event) ? event.name : undefined;
    if (typeof name !== 'string' || !Object.prototype.hasOwnProperty.call(rules.events, name)) {
      return { refused: 'events[' + i + ']: no such event', kind: 'schema' };
    }
    /** @type {FieldRule[]} */
    var nameRule = [['name', [name], false]];
    var fields = checkedFields(event, nameRule.concat(/** @type {FieldRule[]} */ (rules.events[name])), rules);
    if (typeof fields === 'string') return { refused: 'events[' + i + '] (' + name + '): ' + fields, kind: 'schema' };
    var remote = /** @type {Record<string, unknown>} */ (event).remote;
    if (
      remote !== undefined &&
      rules.routeRemotes[/** @type {string} */ (/** @type {Record<string, unknown>} */ (event).route)] !== remote
    ) {
      return { refused: 'events[' + i + '] (' + name + '): remote is not the remote of its route', kind: 'schema' };
    }
    /** @type {[string, unknown][]} */
    var received = [
      ['schema', rules.version],
      ['receivedAt', receivedAt],
    ];
    lines.push(jsonObject(received.concat(page, fields)));
  }
  return { lines: lines };
}

/**
 * The line a refused batch leaves in the log: when, and the kind of refusal.
 * @param {string} kind
 * @param {string} receivedAt  ISO 8601
 * @param {CollectorRules} rules
 */
export function refusedLine(kind, receivedAt, rules) {
  return jsonObject([
    ['schema', rules.version],
    ['receivedAt', receivedAt],
    ['name', 'refused'],
    ['reason', kind],
  ]);
}

/**
 * The fields of `value` that its rules name, checked, in the rules' order (times as ISO 8601); or what is wrong. Keys the rules
 * do not name are refused: nothing may ride along unchecked.
 * @param {unknown} value
 * @param {FieldRule[]} fieldRules
 * @param {CollectorRules} rules
 * @returns {[string, unknown][] | string}
 */
function checkedFields(value, fieldRules, rules) {
  if (!isPlainObject(value)) return 'must be an object';
  var object = /** @type {Record<string, unknown>} */ (value);
  /** @type {[string, unknown][]} */
  var checked = [];
  for (var i = 0; i < fieldRules.length; i++) {
    var rule = /** @type {FieldRule} */ (fieldRules[i]);
    var key = rule[0];
    if (!Object.prototype.hasOwnProperty.call(object, key)) {
      if (rule[2]) continue;
      return key + ' is missing';
    }
    if (!isValidField(object[key], rule[1], rules)) return key + ' is not valid';
    if (Object.prototype.hasOwnProperty.call(rules.remoteFields, key) && !isRemoteName(object[key], rules.remoteFields[key] || [], rules)) {
      return key + ' is not a remote of the site';
    }
    // A time travels as milliseconds and is logged as ISO 8601, as the collector's own receivedAt is.
    checked.push([key, rule[1] === 'epochMs' ? new Date(/** @type {number} */ (object[key])).toISOString() : object[key]]);
  }
  if (checked.length !== Object.keys(object).length) return 'holds a field the schema does not name';
  return checked;
}

/**
 * @param {unknown} value
 * @param {FieldType} type
 * @param {CollectorRules} rules
 */
function isValidField(value, type, rules) {
  if (typeof type !== 'string') return type.indexOf(/** @type {string} */ (value)) !== -1;
  if (Object.prototype.hasOwnProperty.call(rules.patterns, type)) {
    // Each pattern compiled once per rules object (njs compiles a RegExp anew each time it is made).
    var compiled = rules.compiled || (rules.compiled = {});
    var pattern = compiled[type] || (compiled[type] = new RegExp(/** @type {string} */ (rules.patterns[type])));
    return typeof value === 'string' && pattern.test(value);
  }
  if (type === 'boolean') return value === true || value === false;
  if (type === 'number') return typeof value === 'number' && isFinite(value) && value >= 0 && value <= 1e7;
  if (type === 'epochMs') return typeof value === 'number' && Math.floor(value) === value && value > 0 && value < 1e13;
  if (type === 'route') {
    return typeof value === 'string' && (value === 'not-found' || Object.prototype.hasOwnProperty.call(rules.routes, value));
  }
  if (type === 'assignments' || type === 'weights' || type === 'exposureDays') {
    if (!isPlainObject(value)) return false;
    var map = /** @type {Record<string, unknown>} */ (value);
    var keys = Object.keys(map);
    if (keys.length > 8) return false;
    for (var i = 0; i < keys.length; i++) {
      var key = /** @type {string} */ (keys[i]);
      var valueType = type === 'weights' ? 'number' : type === 'exposureDays' ? 'utcDay' : 'slug';
      if (!isValidField(key, 'slug', rules) || !isValidField(map[key], valueType, rules)) return false;
      if (type !== 'weights' && !isRemoteName(key, [], rules)) return false;
    }
    return true;
  }
  return false;
}

/**
 * A remote of the registry, or one of the other names the field may hold.
 * @param {unknown} value
 * @param {string[]} others
 * @param {CollectorRules} rules
 */
function isRemoteName(value, others, rules) {
  return (
    Object.prototype.hasOwnProperty.call(rules.remotes, /** @type {string} */ (value)) ||
    others.indexOf(/** @type {string} */ (value)) !== -1
  );
}

/** @param {unknown} value */
function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A JSON object with its keys in the order given, so every collector writes the same line.
 * @param {[string, unknown][]} pairs
 */
function jsonObject(pairs) {
  var members = [];
  for (var i = 0; i < pairs.length; i++) {
    var pair = /** @type {[string, unknown]} */ (pairs[i]);
    members.push(JSON.stringify(pair[0]) + ':' + JSON.stringify(pair[1]));
  }
  return '{' + members.join(',') + '}';
}

/** The functions above, in the order a collector's file declares them. */
export const COLLECTOR_FUNCTIONS = [
  collectorAnswer,
  fieldEventLines,
  refusedLine,
  checkedFields,
  isValidField,
  isRemoteName,
  isPlainObject,
  jsonObject,
];
