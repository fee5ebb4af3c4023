// Each test loads the module afresh: whether <main> has been filled is the page's state, once per document.
async function freshOutcomes() {
  jest.resetModules();
  const [{ onceMainFilled }, { publishRemoteOutcome }] = await Promise.all([import('../main-filled'), import('../remote-outcomes')]);
  return { onceMainFilled, publishRemoteOutcome };
}

test('what waits for <main> runs once it is filled, once, and not when a remote only shows', async () => {
  const { onceMainFilled, publishRemoteOutcome } = await freshOutcomes();
  const then = jest.fn();
  onceMainFilled(then);
  publishRemoteOutcome({ type: 'shown', remote: 'landing', path: '/', at: 0 });
  expect(then).not.toHaveBeenCalled();
  publishRemoteOutcome({ type: 'main-filled' });
  publishRemoteOutcome({ type: 'main-filled' });
  expect(then).toHaveBeenCalledTimes(1);
});

test('what comes after <main> was filled runs at once', async () => {
  const { onceMainFilled, publishRemoteOutcome } = await freshOutcomes();
  publishRemoteOutcome({ type: 'main-filled' });
  const then = jest.fn();
  onceMainFilled(then);
  expect(then).toHaveBeenCalledTimes(1);
});

test('what stopped waiting never runs', async () => {
  const { onceMainFilled, publishRemoteOutcome } = await freshOutcomes();
  const then = jest.fn();
  onceMainFilled(then)();
  publishRemoteOutcome({ type: 'main-filled' });
  expect(then).not.toHaveBeenCalled();
});
