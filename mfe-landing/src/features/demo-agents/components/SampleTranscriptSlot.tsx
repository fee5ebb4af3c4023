import { memo, useState } from 'react';
import { LazyPart } from '@callvera/shared/lazy-part';
import type { DemoAgent } from '@callvera/shared/demo-agents';
import { demoIntentShown } from '../hooks/demo-intent';
import styles from './demo-agent-card.module.css';

/** tooling/prerender/capture.mjs wraps the content of elements with this attribute in React's Suspense markers. */
const SERVED_BOUNDARY_ATTRIBUTE = 'data-hydrates-near-screen';

const loadTranscript = () => import('./SampleTranscript').then(({ SampleTranscript }) => SampleTranscript);

/** The served disclosure was opened: its words are there already, and its code may come now. */
function opened(disclosure: Element) {
  return new Promise<void>((resolve) => disclosure.addEventListener('toggle', () => resolve(), { once: true }));
}

/**
 * The sample call's transcript, collapsed, on every card. A served page carries it (for readers and search
 * engines) and needs no JavaScript to open it; its code and words arrive only once the visitor shows intent
 * (or opens one), so the first load carries none of them. Rendered afresh, the words load at once.
 * The disclosure itself is always there: rendered afresh (Back to the page, a link inside the site), it holds its
 * place while the words load, so nothing the visitor returned to moves, and one opened meanwhile stays open.
 */
export const SampleTranscriptSlot = memo(function SampleTranscriptSlot({ agent }: { agent: DemoAgent }) {
  const name = `sample-transcript-${agent.id}`;
  const [load] = useState(() => {
    const served = document.querySelector(`[${SERVED_BOUNDARY_ATTRIBUTE}="${name}"]`);
    const disclosure = served?.closest('details');
    if (!disclosure) return loadTranscript;
    return () => Promise.race([opened(disclosure), demoIntentShown()]).then(loadTranscript);
  });
  return (
    <details className={styles.transcript}>
      <summary>
        Read the sample call<span className="visually-hidden"> with the {agent.role} agent</span>
      </summary>
      <div {...{ [SERVED_BOUNDARY_ATTRIBUTE]: name }}>
        {/* Served words stay readable if the code can't come; rendered afresh, the sample button still plays. */}
        <LazyPart load={load} props={{ agent }} loading={null} failed={() => null} />
      </div>
    </details>
  );
});
