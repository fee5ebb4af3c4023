import { useRef, useState } from 'react';
import { LandingSection } from '../../../components/LandingSection';
import { SMALL_SCREEN_QUERY, usePrefersReducedMotion, useMediaQuery } from '../../../hooks/useMediaQuery';
import { INDUSTRIES } from '../data/industries';
import { IndustryChips } from './IndustryChips';
import { IndustryDetail } from './IndustryDetail';
import styles from './industries.module.css';

/** Ten industry chips; the selected one's picture and story show beside (or, on phones, below) them. */
export function IndustriesSection() {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const detailRef = useRef<HTMLDivElement>(null);
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const reducedMotion = usePrefersReducedMotion();

  const select = (index: number) => {
    setSelectedIndex(index);
    // On phones the description sits below ten chips, out of sight: bring it into view.
    if (smallScreen) detailRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  const selected = INDUSTRIES[selectedIndex] ?? INDUSTRIES[0]!;
  return (
    <LandingSection
      id="industries"
      eyebrow="Industries"
      title="AI Telecalling Across Industries"
      intro="Pick your industry to see what an AI agent handles on your phone line."
    >
      <div className={styles.layout}>
        <IndustryChips industries={INDUSTRIES} selectedIndex={selectedIndex} onSelect={select} />
        <IndustryDetail ref={detailRef} industry={selected} />
      </div>
    </LandingSection>
  );
}
