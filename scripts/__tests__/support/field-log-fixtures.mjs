// Field-event logs for the read-outs' tests, written by the collectors' own code
// (shared/registry/field-event-lines.js), so each line is what nginx would write.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIELD_EVENTS } from '../../../shared/registry/field-events.js';
import { collectorRules, fieldEventLines } from '../../../shared/registry/field-event-lines.js';

const rules = collectorRules();
const START = Date.UTC(2026, 10, 1);
let loads = 0;

/** A page load's id: a version-4 UUID, as the pages make them. */
const nextPageLoad = () => `00000000-0000-4000-8000-${(++loads).toString(16).padStart(12, '0')}`;

/**
 * One page load's events as log lines. Each event gives its name and own fields; `at` is seconds after the load.
 * @param {{ route?: string, remote?: string, release?: string, experiments?: Record<string, string>, events: object[] }} load
 */
export function pageLoadLines({ route = '/pricing', remote = 'pricing', release = '1.4.0', experiments = {}, events }) {
  const batch = {
    v: FIELD_EVENTS.schemaVersion,
    page: { pageLoad: nextPageLoad(), shellRelease: '2.0.0', experiments },
    events: events.map(({ at = 0, ...event }) => ({
      time: START + loads * 60_000 + at * 1000,
      route,
      remote,
      remoteRelease: release,
      ...event,
    })),
  };
  const taken = fieldEventLines(Buffer.from(JSON.stringify(batch)).toString('base64url'), new Date(START).toISOString(), rules);
  if (!('lines' in taken)) throw new Error(`a fixture the collector refuses: ${taken.refused}`);
  return taken.lines;
}

/** Writes lines to a log file of its own; returns its path. */
export function writeLog(lines) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'field-log-')), 'field-events.log');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** `count` page loads exposed to a pricing variant; `convert(index)` lists the conversions of the index-th. */
export function exposedLoads(variant, count, convert = () => [], { fellBack = () => false } = {}) {
  return Array.from({ length: count }, (_, index) =>
    pageLoadLines({
      experiments: { pricing: variant },
      events: [
        { name: 'exposure', experiment: 'pricing', variant, fellBack: fellBack(index), at: 1 },
        ...convert(index).map((conversion) => ({ name: 'conversion', at: 2, ...conversion })),
      ],
    }),
  ).flat();
}
