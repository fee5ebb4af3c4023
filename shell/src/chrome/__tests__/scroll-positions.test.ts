import { positions, rememberPosition } from '../scroll-positions';

// Reading the scroll position makes the browser lay the page out at once: a press must not pay for that unless it
// leaves the page by a link, whose place Back returns to.

let reads = 0;
let y = 0;

beforeEach(() => {
  reads = 0;
  y = 640;
  positions.clear();
  history.replaceState(null, '');
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => (reads++, y) });
  document.body.innerHTML = '<a href="/pricing"><span>Pricing</span></a><button type="button">Insurance</button>';
});

const pressOn = (selector: string) => {
  const event = new MouseEvent('click', { bubbles: true });
  Object.defineProperty(event, 'target', { value: document.querySelector(selector) });
  return event;
};

test('a press off any link reads no scroll position and keeps nothing', () => {
  rememberPosition('entry-1', pressOn('button'));
  expect(reads).toBe(0);
  expect(positions.has('entry-1')).toBe(false);
});

test('a press inside a link keeps the place left, in the entry left, for a Back from another document', () => {
  rememberPosition('entry-1', pressOn('a span'));
  expect(positions.get('entry-1')).toBe(640);
  expect(history.state).toMatchObject({ scrollPositions: { 'entry-1': 640 } });
});

test('a scroll keeps the place without writing history', () => {
  rememberPosition('entry-1', new Event('scroll'));
  expect(positions.get('entry-1')).toBe(640);
  expect(history.state).toBeNull();
});
