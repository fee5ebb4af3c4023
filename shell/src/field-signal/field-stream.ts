import type { FieldEvent } from '@callvera/shared/field-events';
import { takeSampleFailures } from '@callvera/shared/demo-sample-failure-event';
import { createEventSender } from './event-sender';
import { pageStorage } from '../composition/experiments';
import { assignedVariants, firstConversionFor, recordAssignment, type Assignments } from './experiment-assignments';
import { fieldEventEmitter } from './field-event-emitter';
import { markFieldStream } from './field-stream-state';
import type { FieldStreamStart } from './field-stream-start';
import { conversionOfLink } from './link-conversions';
import { landingPath, routeFieldsIn } from './page-context';
import { pageFields } from './page-fields';
import { watchDemoCalls } from './demo-call-conversions';
import { remoteOutcomes } from './remote-outcomes';
import { watchVitals } from './vitals';

/**
 * The event stream of one page load, loaded once the page has settled (start-field-signal.ts): conversions,
 * remote failures, sample calls that cannot be played and vitals, batched to the collector at `path` (exposures go at once, from the page's first
 * script, as does the assignments' place on links out: experiment-signals.ts).
 */
export function startFieldStream({ path, routes, takeSignals }: FieldStreamStart) {
  // From now on this stream sends what the page measured; its first script no longer does as the page is left.
  markFieldStream('running');
  const assignments: Assignments = new Map();
  const sender = createEventSender({
    path,
    page: () => pageFields(assignedVariants(assignments)),
  });
  const storage = pageStorage();
  // A conversion names the experiments it is this visitor's first of its kind for (what their read-outs count).
  const add = (event: FieldEvent) => {
    if (event.name !== 'conversion') return sender.add(event);
    const { firstFor, exposedOn } = firstConversionFor(assignments, event.action, storage);
    sender.add({
      ...event,
      ...(Object.keys(firstFor).length ? { firstFor } : {}),
      ...(Object.keys(exposedOn).length ? { exposedOn } : {}),
    });
  };
  const emit = fieldEventEmitter(add, routeFieldsIn(routes));
  const landing = landingPath();
  // Vitals belong to the route they were measured on (the landing route, or a soft navigation's); web-vitals reports
  // CLS and INP as the page is hidden, from a listener it adds on window in the capture phase, so they are in
  // before the flush below.
  watchVitals((vital, path) => emit({ name: 'vital', ...vital }, { path }), {
    landing,
    remoteOf: (path) => routes.find((route) => route.path === path.replace(/(.)\/$/, '$1'))?.remote,
  });
  const remotes = remoteOutcomes(emit);
  takeSignals((signal) => {
    if (signal.type === 'experiment') recordAssignment(assignments, signal.detail);
    else if (signal.type === 'link-pressed') {
      const conversion = conversionOfLink(signal.link);
      if (conversion) emit({ name: 'conversion', ...conversion }, signal);
    } else remotes.onRemoteSignal(signal);
  });
  watchDemoCalls(emit);
  // Noted by the sample player whenever one failed, kept until now (nothing of it is in the first load).
  takeSampleFailures(({ detail, ...occasion }) => emit({ name: 'sample-failure', ...detail }, occasion));

  const leaving = () => {
    remotes.closeOpenFailures();
    sender.flush();
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leaving());
  window.addEventListener('pagehide', leaving);
  if (document.visibilityState === 'hidden') leaving();
}
