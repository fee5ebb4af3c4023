import { afterNextPaint } from '@callvera/shared/after-next-paint';
import { LazyPart, PartUnavailable } from '@callvera/shared/lazy-part';
import { stopDemoCall, useDemoCall, type DemoCallPhase } from '@callvera/shared/demo-call';
import frame from './call-bar-frame.module.css';

/** The phases a visitor sees the bar in: from the press that asked for a call until it has hung up. */
const CALL_BAR_PHASES: readonly DemoCallPhase[] = ['loading', 'connecting', 'live', 'ending'];

const loadCallBar = () =>
  afterNextPaint()
    .then(() => import(/* webpackChunkName: "call-bar" */ './CallBar'))
    .then(({ CallBar }) => CallBar);

/**
 * Where the call bar lives on every route. It renders nothing without a call,
 * so prerendered pages hold no trace of it, and its code is fetched only when a
 * call starts. If that code cannot arrive, the call still runs: a plain bar says
 * so and keeps the one control a visitor must always have, ending it.
 */
export function CallBarSlot() {
  const inCall = useDemoCall((state) => CALL_BAR_PHASES.includes(state.phase));
  if (!inCall) return null;
  return <LazyPart load={loadCallBar} props={{}} loading={null} failed={(retry) => <CallBarUnavailable retry={retry} />} />;
}

function CallBarUnavailable({ retry }: { retry: () => void }) {
  return (
    <section className={frame.frame} aria-label="Demo call">
      <PartUnavailable
        className={`${frame.row} ${frame.notice}`}
        message="The call controls didn't load. Your call goes on; you can end it here or on the agent's card."
        retry={retry}
      >
        <button type="button" className="pill-button" onClick={stopDemoCall}>
          End call
        </button>
      </PartUnavailable>
    </section>
  );
}
