import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FLOOR_PAGE_HTML, startFloorPage, targetsUnderTheFloor } from '../bench/floor-page.mjs';
import { LIGHTHOUSE_TARGETS, worstOf } from '../bench/lighthouse-targets.mjs';

test('the floor page is served whole at its address, and nothing else is', async () => {
  const floor = await startFloorPage();
  try {
    const page = await fetch(floor.url);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /^text\/html; charset=utf-8/);
    assert.equal(await page.text(), FLOOR_PAGE_HTML);
    assert.equal((await fetch(new URL('/favicon.ico', floor.url))).status, 404);
  } finally {
    await floor.stop();
  }
  await assert.rejects(fetch(floor.url), 'the port is given back once stopped');
});

test('the floor page has nothing a page could leave out: one heading, one paragraph, no stylesheet, script or image', () => {
  assert.deepEqual(FLOOR_PAGE_HTML.match(/<(h1|p)>/g), ['<h1>', '<p>']);
  assert.doesNotMatch(FLOOR_PAGE_HTML, /<(script|link|style|img|svg|iframe)\b/);
  // A page Lighthouse can load as a visitor's: a language, a viewport and a title.
  assert.match(FLOOR_PAGE_HTML, /<html lang="en">/);
  assert.match(FLOOR_PAGE_HTML, /<meta name="viewport"/);
});

const run = (figures) => ({ perf: 100, tbt: 0, cls: 0, a11y: 100, bp: 100, seo: 100, ...figures });

test('a target the floor page meets in every run can be judged on the machine', () => {
  const floor = worstOf([run({ tbt: 12 }), run({ tbt: 50 }), run({ perf: 99, tbt: 31 })]);
  assert.deepEqual(targetsUnderTheFloor(floor, LIGHTHOUSE_TARGETS), []);
});

test('a target the floor page misses in a single run of ten cannot: TBT over 50, a score under 98', () => {
  const floor = worstOf([...Array.from({ length: 9 }, () => run({ tbt: 4 })), run({ perf: 96, tbt: 76 })]);
  assert.deepEqual(targetsUnderTheFloor(floor, LIGHTHOUSE_TARGETS), ['perf', 'tbt']);
  const justOver = worstOf([run({ tbt: 51 })]);
  assert.deepEqual(targetsUnderTheFloor(justOver, LIGHTHOUSE_TARGETS), ['tbt']);
});

test("the page's own figures never judge the machine: the floor page has no description, so no full SEO score", () => {
  const floor = worstOf([run({ seo: 82, a11y: 90, bp: 96, cls: 0.2 })]);
  assert.deepEqual(targetsUnderTheFloor(floor, LIGHTHOUSE_TARGETS), []);
});

test('a floor run with no figure (a score Lighthouse could not give) judges nothing', () => {
  const floor = worstOf([run({ tbt: 80 }), run({ perf: null, tbt: NaN })]);
  assert.deepEqual(targetsUnderTheFloor(floor, LIGHTHOUSE_TARGETS), []);
});
