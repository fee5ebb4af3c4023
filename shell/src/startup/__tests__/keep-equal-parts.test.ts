import { keepEqualParts } from '../keep-equal-parts';

it('keeps the previous object when the next one is equal, key order and undefined keys aside', () => {
  const previous = { a: 1, list: [{ b: 'x' }], gone: undefined };
  expect(keepEqualParts<object>(previous, { list: [{ b: 'x' }], a: 1 })).toBe(previous);
});

it('takes what changed and keeps the parts that did not', () => {
  const previous = { same: { b: [1, 2] }, changed: { c: 1 }, list: [{ d: 1 }, { d: 2 }] };
  const next = keepEqualParts(previous, { same: { b: [1, 2] }, changed: { c: 2 }, list: [{ d: 1 }, { d: 3 }] });
  expect(next).toEqual({ same: { b: [1, 2] }, changed: { c: 2 }, list: [{ d: 1 }, { d: 3 }] });
  expect(next.same).toBe(previous.same);
  expect(next.changed).not.toBe(previous.changed);
  expect(next.list[0]).toBe(previous.list[0]);
});

it('tells an array from an object, and a longer array from a shorter one', () => {
  const previous = { list: [1, 2] as unknown };
  expect(keepEqualParts(previous, { list: { 0: 1, 1: 2 } }).list).toEqual({ 0: 1, 1: 2 });
  expect(keepEqualParts(previous, { list: [1, 2, 3] }).list).toEqual([1, 2, 3]);
});
