import type { ReactNode } from 'react';
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

// In the call bar's file: fetched with the call, so the receipt is here when the call ends.
const loadReceiptBar = () => import(/* webpackChunkName: "call-bar" */ './ReceiptBar').then(({ ReceiptBar }) => ReceiptBar);

/**
 * Where the call bar lives on every route. It renders nothing without a call,
 * so prerendered pages hold no trace of it, and its code is fetched only when a
 * call starts. If that code cannot arrive, the call still runs: a plain bar says
 * so and keeps the one control a visitor must always have, ending it.
 * After a live call, the bar holds its receipt on pages without the agent's card.
 */
export function CallBarSlot() {
  const inCall = useDemoCall((state) => CALL_BAR_PHASES.includes(state.phase));
  const receiptHere = useDemoCall((state) => state.receipt !== null && !state.receiptOnCard);
  if (inCall) {
    return (
      <LazyPart
        load={loadCallBar}
        props={{}}
        loading={null}
        failed={(retry) => (
          <BarUnavailable
            retry={retry}
            message="The call controls didn't load. Your call goes on; you can end it here or on the agent's card."
          >
            <button type="button" className="pill-button" onClick={stopDemoCall}>
              End call
            </button>
          </BarUnavailable>
        )}
      />
    );
  }
  if (!receiptHere) return null;
  return (
    <LazyPart
      load={loadReceiptBar}
      props={{}}
      loading={null}
      failed={(retry) => <BarUnavailable retry={retry} message="Your call receipt didn't load. Check your connection and try again." />}
    />
  );
}

function BarUnavailable({ retry, message, children }: { retry: () => void; message: string; children?: ReactNode }) {
  return (
    <section className={frame.frame} aria-label="Demo call">
      <PartUnavailable className={`${frame.row} ${frame.notice}`} message={message} retry={retry}>
        {children}
      </PartUnavailable>
    </section>
  );
}
