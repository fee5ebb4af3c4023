import { createEventSender } from './event-sender';
import { assignedVariants, recordAssignment, type Assignments } from './experiment-assignments';
import { fieldEventEmitter } from './field-event-emitter';
import type { FieldStreamStart } from './field-stream-start';
import { conversionOfLink } from './link-conversions';
import { carryAssignmentsOnLinksOut } from './outbound-links';
import { landingPath, newPageLoadId, routeFieldsIn, SHELL_RELEASE } from './page-context';
import { watchDemoCalls } from './demo-call-conversions';
import { remoteOutcomes } from './remote-outcomes';
import { watchVitals } from './vitals';

/**
 * The event stream of one page load, loaded once the page has settled (start-field-signal.ts): exposures,
 * conversions, remote failures and vitals, batched to the collector at `path`. From now on, links out to the
 * dashboard and booking sites also carry the page load's assignments.
 */
export function startFieldStream({ path, routes, destinations, takeSignals }: FieldStreamStart) {
  const pageLoad = newPageLoadId();
  const assignments: Assignments = new Map();
  const sender = createEventSender({
    path,
    page: () => ({ pageLoad, shellRelease: SHELL_RELEASE, experiments: assignedVariants(assignments) }),
  });
  const emit = fieldEventEmitter(sender.add, routeFieldsIn(routes));
  const landing = landingPath();
  // Vitals belong to the route the page loaded on; web-vitals reports CLS and INP as the page is hidden,
  // from a listener it adds on window in the capture phase, so they are in before the flush below.
  watchVitals((vital) => emit({ name: 'vital', ...vital }, { path: landing }));
  const remotes = remoteOutcomes(emit, assignments);
  takeSignals((signal) => {
    if (signal.type === 'experiment') recordAssignment(assignments, signal.detail);
    else if (signal.type === 'link-pressed') {
      const conversion = conversionOfLink(signal.link);
      if (conversion) emit({ name: 'conversion', ...conversion }, signal);
    } else remotes.onRemoteSignal(signal);
  });
  watchDemoCalls(emit);
  carryAssignmentsOnLinksOut(assignments, destinations);

  const leaving = () => {
    remotes.closeOpenFailures();
    sender.flush();
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leaving());
  window.addEventListener('pagehide', leaving);
  if (document.visibilityState === 'hidden') leaving();
}
