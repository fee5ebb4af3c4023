import { act, render } from '@testing-library/react';
import { useScrollToHashOnMount } from '../use-scroll-to-hash-on-mount';

function Page() {
  useScrollToHashOnMount();
  return null;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/#contact');
  Element.prototype.scrollIntoView = jest.fn();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});

afterEach(() => {
  document.getElementById('contact')?.remove();
  window.history.replaceState(null, '', '/');
});

it('scrolls to the block the address names', () => {
  const contact = Object.assign(document.createElement('section'), { id: 'contact' });
  document.body.append(contact);
  render(<Page />);
  expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
});

it('scrolls to the block once it arrives, when it is rendered after the page', async () => {
  render(<Page />);
  const contact = Object.assign(document.createElement('section'), { id: 'contact' });
  await act(async () => {
    document.body.append(contact);
  });
  expect(contact.scrollIntoView).toHaveBeenCalledTimes(1);
});
