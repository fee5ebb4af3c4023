// Field-event logs for the read-outs' tests, written by the collectors' own code
// (shared/registry/field-event-lines.js), so each line is what nginx would write.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { collectorRules, fieldEventLines } from '@callvera/shared/registry/field-event-lines';

const rules = collectorRules();
/** Day 0 of the fixtures' logs. */
export const START = Date.UTC(2026, 10, 1);
export const DAY_MS = 86_400_000;
let loads = 0;
let measurements = 0;

/** A page load's id: a version-4 UUID, as the pages make them. */
const nextPageLoad = () => `00000000-0000-4000-8000-${(++loads).toString(16).padStart(12, '0')}`;

/**
 * One page load's events as the browser sends them: the batch (base64url, the collector request's query parameter)
 * and when the collector received it. Each event gives its name and own fields; `at` is seconds after the load;
 * `day` is the day the browser sent it and the collector received it (from 2026-11-01, day 0), or `sentAt` the moment
 * (ms) it was sent and received. `clockOff`: how far ahead of true time the browser's clock is (ms), in every time the
 * browser writes (its events' and the batch's own). `preview`: the preview the tab asked for (a team's tab).
 * @param {{ route?: string, remote?: string, release?: string, experiments?: Record<string, string>, events: object[], day?: number, sentAt?: number, clockOff?: number, preview?: string }} load
 * @returns {{ batch: string, receivedAt: string }}
 */
export function pageLoadBatch({
  route = '/pricing',
  remote = 'pricing',
  release = '1.4.0',
  experiments = {},
  events,
  day = 0,
  sentAt,
  clockOff = 0,
  preview,
}) {
  const loadedAt = (sentAt ?? START + day * DAY_MS + (loads % 1000) * 60_000) + clockOff;
  const receivedAt = sentAt ?? START + day * DAY_MS;
  const batch = {
    v: FIELD_EVENTS.schemaVersion,
    page: { pageLoad: nextPageLoad(), shellRelease: '2.0.0', experiments, sentAt: receivedAt + clockOff, ...(preview ? { preview } : {}) },
    events: events.map(({ at = 0, ...event }) => ({
      time: loadedAt + at * 1000,
      route,
      remote,
      remoteRelease: release,
      // A vital's own id, as web-vitals makes one per measurement, unless the fixture gives it (to report it again).
      ...(event.name === 'vital' ? { id: `v6-${START}-${String(1_000_000_000_000 + ++measurements)}` } : {}),
      ...event,
    })),
  };
  return {
    batch: Buffer.from(JSON.stringify(batch)).toString('base64url'),
    receivedAt: new Date(receivedAt).toISOString(),
  };
}

/** A batch the collector takes, as the log lines nginx writes for it. */
export function collectorLines({ batch, receivedAt }) {
  const taken = fieldEventLines(batch, receivedAt, rules);
  if (!('lines' in taken)) throw new Error(`a fixture the collector refuses: ${taken.refused}`);
  return taken.lines;
}

/** One page load's events as log lines, as nginx writes them (`load`: as pageLoadBatch takes it). */
export const pageLoadLines = (load) => collectorLines(pageLoadBatch(load));

/** Writes lines to a log file of its own; returns its path. */
export function writeLog(lines) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'field-log-')), 'field-events.log');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/**
 * `count` visitors of a pricing variant, as their browsers send them: one exposure (with the split they were
 * drawn from) on `day`, then on a later page load `convertDay` (the same day by default) the conversions
 * `convert(index)` lists, each the visitor's first of its kind (`firstFor`, with the day of its exposure) unless
 * it says `repeat: true` (a press the browser had already counted).
 */
export function exposedVisitors(
  variant,
  count,
  { convert = () => [], weights = { control: 50, 'annual-first': 50 }, day = 0, convertDay = day, fellBack = () => false } = {},
) {
  const exposedOn = { pricing: new Date(START + day * DAY_MS).toISOString().slice(0, 10) };
  const experiments = { pricing: variant };
  return Array.from({ length: count }, (_, index) => [
    ...pageLoadLines({
      experiments,
      day,
      events: [
        {
          name: 'exposure',
          experiment: 'pricing',
          variant,
          fellBack: fellBack(index),
          forced: false,
          ...(weights ? { weights } : {}),
          at: 1,
        },
      ],
    }),
    ...(convert(index).length
      ? pageLoadLines({
          experiments,
          day: convertDay,
          events: convert(index).map(({ repeat = false, ...conversion }) => ({
            name: 'conversion',
            at: 2,
            ...conversion,
            ...(repeat ? {} : { firstFor: experiments, exposedOn }),
          })),
        })
      : []),
  ]).flat();
}

/** A page load's failure of pricing's `release` as the shell reports it (`kind`: render by default), not retried. */
export const pricingFailure = (release, kind = 'render') => ({
  name: 'remote-failure',
  failedRemote: 'pricing',
  failedRelease: release,
  failure: kind,
  retried: false,
  recovered: false,
});
