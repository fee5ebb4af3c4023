import { useRef } from 'react';
import { LandingSection } from '../../../components/LandingSection';
import { SMALL_SCREEN_QUERY, usePrefersReducedMotion, useMediaQuery } from '../../../hooks/use-media-query';
import { INDUSTRIES } from '../data/industries';
import { IndustryChips } from './IndustryChips';
import { IndustryDetail } from './IndustryDetail';
import styles from './industries.module.css';

/**
 * Ten industry chips; the checked one's picture and story show beside (or, on phones,
 * below) them. Every story is in the page and CSS shows the checked chip's, so the
 * chips work before and without the page's code.
 */
export function IndustriesSection() {
  const detailsRef = useRef<HTMLDivElement>(null);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const reducedMotion = usePrefersReducedMotion();

  const onSelect = () => {
    // On phones the description sits below ten chips, out of sight: bring it into view.
    if (smallScreen) detailsRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <LandingSection
      id="industries"
      eyebrow="Industries"
      title="AI Telecalling Across Industries"
      intro="Pick your industry to see what an AI agent handles on your phone line."
    >
      <div className={styles.layout}>
        <IndustryChips industries={INDUSTRIES} defaultSelectedId={INDUSTRIES[0]!.id} onSelect={onSelect} />
        <div ref={detailsRef} className={styles.details}>
          {INDUSTRIES.map((industry) => (
            <IndustryDetail key={industry.id} industry={industry} />
          ))}
        </div>
      </div>
    </LandingSection>
  );
}
