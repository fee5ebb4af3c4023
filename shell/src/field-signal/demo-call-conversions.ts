import { demoCallStore, type DemoCallState } from '@callvera/shared/demo-call';
import { FIELD_TYPES } from '@callvera/shared/field-events';
import type { EmitFieldEvent } from './field-event-emitter';

const SLUG = new RegExp(FIELD_TYPES.slug.pattern);
const isRequested = (state: DemoCallState) => state.phase === 'loading' || state.phase === 'connecting';

/**
 * Demo calls as conversions, from the shared demo-call store: a call requested (the visitor pressed
 * Listen and agreed), and a call that went live. A call already under way when this loads counts too.
 */
export function watchDemoCalls(emit: EmitFieldEvent) {
  const report = (action: 'demo-call-requested' | 'demo-call-live', { activeAgent }: DemoCallState) =>
    emit({ name: 'conversion', action, ...(activeAgent && SLUG.test(activeAgent) ? { agent: activeAgent } : {}) });
  const now = demoCallStore.getState();
  if (isRequested(now) || now.phase === 'live') report('demo-call-requested', now);
  if (now.phase === 'live') report('demo-call-live', now);
  demoCallStore.subscribe((state, previous) => {
    if (isRequested(state) && state.requestedAt !== previous.requestedAt) report('demo-call-requested', state);
    if (state.phase === 'live' && previous.phase !== 'live') report('demo-call-live', state);
  });
}
