import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

/**
 * Serves `ui` as prerendered HTML, lets the test act on that HTML as a visitor would
 * before any script runs, then hydrates it. Returns the container, attached to the
 * document so testing-library's screen queries see it.
 */
export async function servedThenHydrated(ui: ReactElement, beforeHydration: (served: HTMLElement) => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  beforeHydration(container);
  const root = await act(async () => hydrateRoot(container, ui));
  return { container, unmount: () => act(() => root.unmount()) };
}
