import { createEventSender } from './event-sender';
import { assignedVariants, type Assignments } from './experiment-assignments';
import { fieldEventEmitter } from './field-event-emitter';
import { landingPath, newPageLoadId, SHELL_RELEASE } from './page-context';
import { watchDemoCalls } from './demo-call-conversions';
import { watchRemoteOutcomes } from './remote-outcomes';
import { watchVitals } from './vitals';

/**
 * The event stream of one page load, loaded once the page has settled (start-field-signal.ts):
 * vitals, exposures, conversions and remote failures, batched to the collector at `path`.
 */
export function startFieldStream({ path, assignments }: { path: string; assignments: Assignments }) {
  const pageLoad = newPageLoadId();
  const sender = createEventSender({
    path,
    page: () => ({ pageLoad, shellRelease: SHELL_RELEASE, experiments: assignedVariants(assignments) }),
  });
  const emit = fieldEventEmitter(sender.add);
  const landing = landingPath();
  // Vitals belong to the route the page loaded on; web-vitals reports CLS and INP as the page is hidden,
  // from a listener it adds on window in the capture phase, so they are in before the flush below.
  watchVitals((vital) => emit({ name: 'vital', ...vital }, { path: landing }));
  const closeOpenFailures = watchRemoteOutcomes(emit, assignments);
  watchDemoCalls(emit);

  const leaving = () => {
    closeOpenFailures();
    sender.flush();
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leaving());
  window.addEventListener('pagehide', leaving);
  if (document.visibilityState === 'hidden') leaving();
}
