import { observeRemoteOutcomes } from './remote-outcomes';

// Apart from remote-outcomes.ts, which the page's first script carries: only the app waits for <main>. The app's
// code is evaluated before it renders anything, so this observer is there before <main> can be filled.
let mainFilled = false;
observeRemoteOutcomes((outcome) => {
  if (outcome.type === 'main-filled') mainFilled = true;
});

/** Calls `then` once <main> has been filled (at once if it has been); returns how to stop waiting. */
export function onceMainFilled(then: () => void): () => void {
  if (mainFilled) {
    then();
    return () => undefined;
  }
  const stop = observeRemoteOutcomes((outcome) => {
    if (outcome.type !== 'main-filled') return;
    stop();
    then();
  });
  return stop;
}
