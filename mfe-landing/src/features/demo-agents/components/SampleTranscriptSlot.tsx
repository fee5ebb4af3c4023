import { memo, useState } from 'react';
import { LazyPart, PartUnavailable } from '@callvera/shared/lazy-part';
import type { DemoAgent } from '@callvera/shared/demo-agents';
import { DrawnInBrowser, servedElement } from '../../../components/DrawnInBrowser';
import { demoIntentShown } from '../hooks/demo-intent';
import styles from './demo-agent-card.module.css';

const loadTranscript = () => import('./SampleTranscript').then(({ SampleTranscript }) => SampleTranscript);

/** Settles once the visitor has opened the disclosure (at once if they opened it before the page took over). */
function opened(disclosure: HTMLDetailsElement) {
  if (disclosure.open) return Promise.resolve();
  return new Promise<void>((resolve) => disclosure.addEventListener('toggle', () => resolve(), { once: true }));
}

/**
 * The sample call's transcript, collapsed, on every card. A served page carries the disclosure without its words,
 * which come with their code once the visitor shows intent on the cards or opens one; until then an open one says
 * they are loading (the class's empty state). Rendered afresh, the words load at once. The disclosure itself is
 * always there, so nothing the visitor returned to moves, and one opened meanwhile stays open.
 */
export const SampleTranscriptSlot = memo(function SampleTranscriptSlot({ agent }: { agent: DemoAgent }) {
  const name = `sample-transcript-${agent.id}`;
  const [load] = useState(() => {
    const disclosure = servedElement(name)?.closest('details');
    if (!disclosure) return loadTranscript;
    return () => Promise.race([opened(disclosure), demoIntentShown()]).then(loadTranscript);
  });
  return (
    // A visitor may open it before the page takes over: its `open` is theirs, not a mismatch.
    <details className={styles.transcript} suppressHydrationWarning>
      <summary>
        Read the sample call<span className="visually-hidden"> with the {agent.role} agent</span>
      </summary>
      <DrawnInBrowser name={name} as="div" className={styles.transcriptWords} data-hydrates-near-screen={name}>
        <LazyPart
          load={load}
          props={{ agent }}
          loading={null}
          failed={(retry) => (
            <PartUnavailable message="The sample call's words didn't load. Check your connection and try again." retry={retry} />
          )}
        />
      </DrawnInBrowser>
    </details>
  );
});
