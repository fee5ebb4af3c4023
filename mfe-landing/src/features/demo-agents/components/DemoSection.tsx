import { useEffect, useRef } from 'react';
import { declineDemoCall, prefetchDemoCallEngine } from '@callvera/shared/demo-call';
import { LandingSection } from '../../../components/LandingSection';
import { DEMO_AGENTS } from '@callvera/shared/demo-agents';
import { useDemoCallAnnouncement } from '../hooks/use-demo-call-announcement';
import { demoIntent } from '../hooks/demo-intent';
import { DemoAgentCard } from './DemoAgentCard';
import styles from './demo-section.module.css';
import landingSection from '../../../components/landing-section.module.css';

/** Fetches what a press on a card needs: the call engine, the sample player and the cards' transcripts. */
function prefetchForCalls() {
  prefetchDemoCallEngine();
  demoIntent();
}

/** Eight agents a visitor can call from the browser; only one call runs at a time. */
export function DemoSection() {
  const gridRef = useRef<HTMLUListElement>(null);
  const announcement = useDemoCallAnnouncement();

  // A consent line left for another page (its privacy-policy link, say) is a question withdrawn:
  // the card shows Listen when the visitor comes back, instead of asking out of the blue.
  useEffect(() => declineDemoCall, []);

  // Fetch the call engine once the visitor comes near, so the first press feels instant.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        prefetchForCalls();
        observer.disconnect();
      }
    });
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);

  return (
    <LandingSection
      id="demo"
      eyebrow="Live demos"
      title="Listen to Conversational AI in action"
      intro="Press Listen to talk to an agent from your browser. Allow the microphone, speak as a caller would, and press Stop when you are done. No microphone, or somewhere you can't talk? Play a sample call, or read it."

      tone="band"
    >
      <ul
        ref={gridRef}
        className={`${landingSection.cardGrid} ${landingSection.cardGridFour} ${styles.grid}`}
        onPointerEnter={prefetchForCalls}
        onFocus={prefetchForCalls}
      >
        {DEMO_AGENTS.map((agent) => (
          <li key={agent.id}>
            <DemoAgentCard agent={agent} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </LandingSection>
  );
}
