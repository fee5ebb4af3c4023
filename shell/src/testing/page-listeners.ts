/**
 * The listeners a page's code adds on window and document from now on, all removed by `leave()`, as a page's are
 * when it is left: a test of one page load after another hears only the current one's.
 */
export function listenersUntilLeft() {
  const listening = new AbortController();
  for (const target of [window, document]) {
    const add = target.addEventListener.bind(target);
    jest
      .spyOn(target, 'addEventListener')
      .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
        add(type, listener, { ...(typeof options === 'object' ? options : { capture: options }), signal: listening.signal }),
      );
  }
  return { leave: () => listening.abort() };
}
