import { anchorInUrl, scrollToAnchorWhenPresent } from '../scroll-to-anchor';

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }),
  });
}

function addBlock(id: string) {
  return document.body.appendChild(Object.assign(document.createElement('section'), { id }));
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  setReducedMotion(false);
  Element.prototype.scrollIntoView = jest.fn();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.replaceChildren();
});

it('jumps to a block that is already there', () => {
  const contact = addBlock('contact');
  scrollToAnchorWhenPresent('contact');
  expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
});

it('glides after a click, and jumps when the visitor asked for less motion', () => {
  const contact = addBlock('contact');
  scrollToAnchorWhenPresent('contact', { glide: true });
  expect(contact.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  setReducedMotion(true);
  scrollToAnchorWhenPresent('contact', { glide: true });
  expect(contact.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
});

it('scrolls to a block once it arrives', async () => {
  scrollToAnchorWhenPresent('contact');
  const contact = addBlock('contact');
  await flushMutations();
  expect(contact.scrollIntoView).toHaveBeenCalledTimes(1);
});

it('does not move the page for a block that arrives after the visitor gave up on it', async () => {
  const stop = scrollToAnchorWhenPresent('contact');
  stop();
  addBlock('contact');
  await flushMutations();
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

it('stops waiting after five seconds', async () => {
  jest.useFakeTimers();
  scrollToAnchorWhenPresent('contact');
  jest.advanceTimersByTime(5000);
  jest.useRealTimers();
  addBlock('contact');
  await flushMutations();
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

describe('anchorInUrl', () => {
  it('reads the id a link points at, decoded', () => {
    expect(anchorInUrl('#contact')).toBe('contact');
    expect(anchorInUrl('#r%C3%A9sum%C3%A9')).toBe('résumé');
  });

  it('has none for an empty hash, or for a broken escape that a hand-made link may carry', () => {
    expect(anchorInUrl('')).toBeNull();
    expect(anchorInUrl('#')).toBeNull();
    expect(anchorInUrl('#%')).toBeNull();
    expect(anchorInUrl('#%E0%A4%A')).toBeNull();
  });
});
