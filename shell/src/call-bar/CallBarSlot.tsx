import { lazy, Suspense } from 'react';
import { useDemoCall, type DemoCallPhase } from '@callvera/shared/demo-call';

/** The phases a visitor sees the bar in: from the press that asked for a call until it has hung up. */
const CALL_BAR_PHASES: readonly DemoCallPhase[] = ['loading', 'connecting', 'live', 'ending'];

const CallBar = lazy(() => import(/* webpackChunkName: "call-bar" */ './CallBar').then(({ CallBar }) => ({ default: CallBar })));

/**
 * Where the call bar lives on every route. It renders nothing without a call,
 * so prerendered pages hold no trace of it, and its code is fetched only when a
 * call starts.
 */
export function CallBarSlot() {
  const inCall = useDemoCall((state) => CALL_BAR_PHASES.includes(state.phase));
  if (!inCall) return null;
  return (
    <Suspense fallback={null}>
      <CallBar />
    </Suspense>
  );
}
