import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { FIELD_EVENTS } from '@callvera/shared/registry/field-events';
import { logColumns } from '../event-log.mjs';

// The docs write the schema down for the teams that read the log; the schema itself is
// shared/registry/field-events.js. These keep the two saying the same.

const guide = readFileSync(new URL('../../docs/reading-the-field.md', import.meta.url), 'utf8');
const schemaSection = guide.slice(guide.indexOf('### The schema (version '), guide.indexOf('### Collecting with no app server'));

test('the docs document the schema version in force', () => {
  assert.match(guide, new RegExp(`### The schema \\(version ${FIELD_EVENTS.schemaVersion}\\)`));
});

test("the docs' schema table names every event and every field", () => {
  const fields = [FIELD_EVENTS.page, FIELD_EVENTS.common, ...Object.values(FIELD_EVENTS.events)].flatMap((group) =>
    Object.keys(group).map((key) => key.replace(/\?$/, '')),
  );
  for (const name of [...Object.keys(FIELD_EVENTS.events), ...fields]) assert.ok(schemaSection.includes(`\`${name}\``), name);
});

test("the docs' warehouse example declares the log's columns, as the read-outs do", () => {
  const example = guide.slice(guide.indexOf("CREATE TABLE events AS SELECT * FROM read_json('field-events.log-*'"));
  const declared = Object.fromEntries(
    [...example.slice(0, example.indexOf('});')).matchAll(/(\w+): '([^']+)'/g)].map(([, name, type]) => [name, type]),
  );
  assert.deepEqual(declared, logColumns());
});
