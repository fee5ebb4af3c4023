import { chunkOnTheNetwork, comeBackOnline, quietCaughtFailures } from '@callvera/shared/testing/chunk-on-the-network';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { startTransition, useState, type ComponentType } from 'react';
import { SiteConfigProvider, useSiteConfig } from '@callvera/shared/site-config-context';
import type { SiteConfig } from '@callvera/shared/site-config';
import { renderWithSiteConfig as render, testSiteConfig } from '../../testing/render-with-site-config';
import { nearScreenSections } from '../near-screen-section';
import { ControlledIntersectionObserver } from '../../testing/controlled-intersection-observer';

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

/**
 * The page as the prerender serves it, the block's counter inside React's Suspense markers,
 * hydrated with `Block`. Returns the served button and a way to take the page away.
 */
async function hydrateServedCounter(name: string, Block: ComponentType) {
  const container = document.createElement('div');
  container.innerHTML = `<div data-hydrates-near-screen="${name}"><!--$--><section aria-label="Counter"><button type="button">Pressed <!-- -->0<!-- --> times</button></section><!--/$--></div>`;
  document.body.append(container);
  const servedButton = screen.getByRole('button', { name: 'Pressed 0 times' });
  await act(async () => {
    hydrateRoot(
      container,
      <SiteConfigProvider config={testSiteConfig}>
        <Block />
      </SiteConfigProvider>,
    );
  });
  return { servedButton, remove: () => container.remove() };
}

beforeEach(() => ControlledIntersectionObserver.install());

it('renders its blocks at once when the page is rendered afresh', async () => {
  const Blocks = nearScreenSections({ fresh: async () => Counter }).fresh;
  render(<Blocks />);
  expect(await screen.findByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  expect(ControlledIntersectionObserver.instances).toHaveLength(0);
});

it('rendered afresh, shows its blocks together, so a late one never pushes the other away', async () => {
  let arriveLast: (block: typeof Counter) => void = () => undefined;
  const Footer = () => <footer>Footer block</footer>;
  const { upper: Upper, lower: Lower } = nearScreenSections({
    upper: () => new Promise<typeof Counter>((resolve) => (arriveLast = resolve)),
    lower: async () => Footer,
  });
  const { container } = render(
    <>
      <Upper />
      <Lower />
    </>,
  );
  await act(async () => undefined);
  expect(screen.queryByText('Footer block')).not.toBeInTheDocument();
  // Each says it is on its way, as a Back to a place further down waits for what is still coming.
  expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);
  await act(async () => arriveLast(Counter));
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  expect(screen.getByText('Footer block')).toBeInTheDocument();
  expect(container.querySelector('[aria-busy]')).toBeNull();
});

it('leaves served HTML as it is until it nears the screen, then makes it work', async () => {
  const load = jest.fn(async () => Counter);
  const Blocks = nearScreenSections({ served: load }).served;
  const { servedButton, remove } = await hydrateServedCounter('served', Blocks);
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(servedButton);

  await act(async () => ControlledIntersectionObserver.instances[0]!.nearScreen());
  expect(load).toHaveBeenCalledTimes(1);
  // Hydrated, not replaced: the same button now counts.
  await act(async () => servedButton.click());
  expect(servedButton).toHaveTextContent('Pressed 1 times');
  remove();
});

it('rendered afresh once its code has arrived, shows in the first render, so Back finds the page whole', async () => {
  const load = jest.fn(async () => Counter);
  const Blocks = nearScreenSections({ visited: load }).visited;
  const { remove } = await hydrateServedCounter('visited', Blocks);
  await act(async () => ControlledIntersectionObserver.instances[0]!.nearScreen());
  remove();

  // Back on the home page, rendered afresh: no frame without the block.
  render(<Blocks />);
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches the code of a block the visitor never reached as they leave the page, so Back finds it whole', async () => {
  const load = jest.fn(async () => Counter);
  const Blocks = nearScreenSections({ skipped: load }).skipped;
  const container = document.createElement('div');
  container.innerHTML = `<div data-hydrates-near-screen="skipped"><!--$--><section aria-label="Counter"><button type="button">Pressed <!-- -->0<!-- --> times</button></section><!--/$--></div>`;
  document.body.append(container);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <SiteConfigProvider config={testSiteConfig}>
        <Blocks />
      </SiteConfigProvider>,
    ),
  );
  expect(load).not.toHaveBeenCalled();

  await act(async () => root.unmount());
  expect(load).toHaveBeenCalledTimes(1);
  container.remove();
  render(<Blocks />);
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
});

it('is taken over at once, keeping its HTML, when the deployed site config changes what it shows', async () => {
  function ContactLine() {
    return <p>Call us on {useSiteConfig().phone}</p>;
  }
  const load = jest.fn(async () => ContactLine);
  const Blocks = nearScreenSections({ contact: load }).contact;
  const Page = ({ config }: { config: SiteConfig }) => (
    <SiteConfigProvider config={config}>
      <Blocks />
    </SiteConfigProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = `<div data-hydrates-near-screen="contact"><!--$--><p>Call us on <!-- -->${testSiteConfig.phone}</p><!--/$--></div>`;
  document.body.append(container);
  const served = screen.getByText(`Call us on ${testSiteConfig.phone}`);
  const root = await act(async () => hydrateRoot(container, <Page config={testSiteConfig} />));

  await act(async () => startTransition(() => root.render(<Page config={{ ...testSiteConfig, phone: '+1 555 0199' }} />)));
  expect(load).toHaveBeenCalledTimes(1);
  expect(ControlledIntersectionObserver.instances[0]!.observed).not.toHaveLength(0); // never neared the screen
  // The served paragraph itself, now React's, shows the deployed number.
  expect(served.isConnected).toBe(true);
  expect(served).toHaveTextContent('Call us on +1 555 0199');
  container.remove();
});

it('keeps served HTML readable when its code cannot be loaded', async () => {
  const Blocks = nearScreenSections({ offline: () => Promise.reject(new Error('offline')) }).offline;
  const { servedButton, remove } = await hydrateServedCounter('offline', Blocks);
  await act(async () => ControlledIntersectionObserver.instances[0]!.nearScreen());
  expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(servedButton);
  remove();
});

describe('a block whose code cannot arrive', () => {
  quietCaughtFailures();
  const counterChunk = chunkOnTheNetwork('77');
  const loadCounter = async () => counterChunk.serve(() => Counter);

  it('rendered afresh, shows a small fallback in its own place, and Retry fetches it afresh', async () => {
    const Blocks = nearScreenSections({ fresh: loadCounter }).fresh;
    render(
      <>
        <h1>Home</h1>
        <Blocks />
      </>,
    );
    const fallback = await screen.findByRole('status');
    expect(fallback).toHaveTextContent("This part of the page didn't load.");
    expect(fallback).not.toHaveTextContent(/chunk/i);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();

    counterChunk.reachable = true;
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
    expect(counterChunk.imports).toBe(2);
  });

  it('rendered afresh, tries again by itself when the browser comes back online', async () => {
    const Blocks = nearScreenSections({ fresh: loadCounter }).fresh;
    render(<Blocks />);
    await screen.findByRole('button', { name: 'Retry' });
    counterChunk.reachable = true;
    await comeBackOnline();
    expect(await screen.findByRole('button', { name: 'Pressed 0 times' })).toBeInTheDocument();
  });

  it('served, keeps its HTML as it is and makes it work once the browser comes back online', async () => {
    const Blocks = nearScreenSections({ served: loadCounter }).served;
    const { servedButton, remove } = await hydrateServedCounter('served', Blocks);
    await act(async () => ControlledIntersectionObserver.instances[0]!.nearScreen());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pressed 0 times' })).toBe(servedButton);

    counterChunk.reachable = true;
    await comeBackOnline();
    await act(async () => servedButton.click());
    expect(servedButton).toHaveTextContent('Pressed 1 times');
    remove();
  });
});
