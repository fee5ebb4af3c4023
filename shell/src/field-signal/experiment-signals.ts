import { FIELD_SCHEMA_VERSION } from '@callvera/shared/field-event-wire';
import type { FieldEvent } from '@callvera/shared/field-events';
import type { RemoteName } from '@callvera/shared/contracts';
import { EXPERIMENT_EVENT, noteExposureSent, pageStorage, readAssignment, type ExperimentEventDetail } from '../composition/experiments';
import { recordAssignment, type Assignments } from './experiment-assignments';
import { carryAssignmentsOnLinksOut } from './outbound-links';
import { remoteRelease } from './remote-release';
import { batchUrl } from './event-batches';
import { postBatch } from './event-sender';
import { pageFields } from './page-fields';
import { REMOTE_SHOWN_EVENT, type RemoteShown } from './remote-shown-event';
import { pageCollector, type PageCollector } from './page-collector';
import type { VariantShown } from '../startup/variant-before-paint';

/**
 * What the page tells of its experiments from its first script, before the app arrives and after:
 * - each exposure, the moment its variant is shown, alone and at once, as a request that outlives the page: a
 *   visitor who leaves a second later is still counted, whichever variant made them leave. A visitor is exposed
 *   once per experiment (the browser notes it beside the assignment; one that keeps nothing is left out of the
 *   experiment, as likely in one variant as in another); a variant forced by QA is sent on every load, marked.
 *   `shownBeforePaint` is the variant the prerendered page shows, sent once it has painted; the app's
 *   announcements say which variant each experiment's remote shows once it shows its page;
 * - the assignments on each link out to the dashboard and booking sites as it is followed, however early.
 * Nothing, for a visitor the field events leave out (off, opted out, not sampled: `collector`, shared with the
 * page's other first-script senders). Returns the page load's assignments as they are known, from then on.
 */
export function sendExperimentSignals(
  shownBeforePaint: VariantShown | null,
  afterPaint: (run: () => void) => void,
  collector: () => PageCollector = pageCollector(),
): Assignments {
  const measuring = () => collector().path;
  const sentThisLoad: string[] = [];
  const send = ({ experiment, variant, forced, ...shown }: VariantShown) => {
    const to = measuring();
    const time = Date.now();
    if (!to || sentThisLoad.includes(experiment) || (!forced && !noteExposureSent(pageStorage(), experiment, time))) return;
    sentThisLoad.push(experiment);
    const exposure: FieldEvent = { name: 'exposure', time, remote: experiment, experiment, variant, forced, ...shown };
    void postBatch(batchUrl(to, { v: FIELD_SCHEMA_VERSION, page: pageFields({ [experiment]: variant }), events: [exposure] }));
  };
  const assignments: Assignments = new Map();
  if (shownBeforePaint) {
    const { experiment, variant, forced } = shownBeforePaint;
    recordAssignment(assignments, { remote: experiment, variant, forced });
    afterPaint(() => send(shownBeforePaint));
  }
  window.addEventListener(EXPERIMENT_EVENT, (event) => recordAssignment(assignments, (event as CustomEvent<ExperimentEventDetail>).detail));
  window.addEventListener(REMOTE_SHOWN_EVENT, (event) => {
    const { remote, route } = (event as CustomEvent<RemoteShown>).detail;
    const assignment = assignments.get(remote);
    if (!assignment) return;
    const weights = assignment.forced ? undefined : readAssignment(pageStorage(), remote)?.weights;
    send({ experiment: remote, ...assignment, weights, route, remoteRelease: remoteRelease(remote as RemoteName) });
  });
  carryAssignmentsOnLinksOut(assignments, () => {
    const { path, config } = collector();
    return path ? [config?.dashboardUrl, config?.bookingUrl].filter((url): url is string => typeof url === 'string') : [];
  });
  return assignments;
}
