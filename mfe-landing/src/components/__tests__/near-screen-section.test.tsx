import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useState } from 'react';
import { nearScreenSection } from '../near-screen-section';

/** jsdom has no IntersectionObserver; this one lets a test say when the block nears the screen. */
class ControlledIntersectionObserver {
  static instances: ControlledIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  nearScreen() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section aria-label="Counter">
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </section>
  );
}

beforeEach(() => {
  ControlledIntersectionObserver.instances = [];
  window.IntersectionObserver = ControlledIntersectionObserver as unknown as typeof IntersectionObserver;
});

it('renders its blocks at once when the page is rendered afresh', async () => {
  const Blocks = nearScreenSection('fresh', async () => Counter);
  render(<Blocks />);
  expect(await screen.findByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  expect(ControlledIntersectionObserver.instances).toHaveLength(0);
});

it('leaves served HTML as it is until it nears the screen, then makes it work', async () => {
  const load = jest.fn(async () => Counter);
  const Blocks = nearScreenSection('served', load);
  const container = document.createElement('div');
  container.innerHTML =
    '<div data-hydrates-near-screen="served"><!--$--><section aria-label="Counter"><button type="button">Pressed <!-- -->0<!-- --> times</button></section><!--/$--></div>';
  document.body.append(container);
  const servedButton = screen.getByRole('button', { name: 'Pressed 0 times' });

  await act(async () => {
    hydrateRoot(container, <Blocks />);
  });
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(servedButton);

  await act(async () => ControlledIntersectionObserver.instances[0]!.nearScreen());
  expect(load).toHaveBeenCalledTimes(1);
  // Hydrated, not replaced: the same button now counts.
  await act(async () => servedButton.click());
  expect(servedButton).toHaveTextContent('Pressed 1 times');
  container.remove();
});

it('keeps served HTML readable when its code cannot be loaded', async () => {
  const Blocks = nearScreenSection('offline', () => Promise.reject(new Error('offline')));
  const container = document.createElement('div');
  container.innerHTML =
    '<div data-hydrates-near-screen="offline"><!--$--><section aria-label="Counter"><button type="button">Pressed <!-- -->0<!-- --> times</button></section><!--/$--></div>';
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Blocks />);
  });
  await act(async () => ControlledIntersectionObserver.instances[0]!.nearScreen());
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  container.remove();
});
