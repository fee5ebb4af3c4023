import { act } from '@testing-library/react';

/**
 * A lazily imported module as the network serves it: at the start of every test it is
 * unreachable until the test lets it through, and its count of fetch attempts is 0. Hand
 * `serve` to the module's jest.mock factory, which jest only lets read variables whose
 * names start with "mock":
 *
 *   const mockBar = chunkOnTheNetwork('call-bar');
 *   jest.mock('../CallBar', () => mockBar.serve(() => jest.requireActual('../CallBar')));
 */
export function chunkOnTheNetwork(chunkName: string) {
  const chunk = {
    reachable: false,
    imports: 0,
    serve<Module>(actual: () => Module): Module {
      chunk.imports += 1;
      if (!chunk.reachable) throw new Error(`Loading chunk ${chunkName} failed.`);
      return actual();
    },
  };
  beforeEach(() => {
    chunk.reachable = false;
    chunk.imports = 0;
  });
  return chunk;
}

/** React logs each failure an error boundary catches; these tests read the page instead. */
export function quietCaughtFailures() {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
}

/** The browser coming back online, as the fallbacks' retry listens for it. */
export async function comeBackOnline() {
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}
