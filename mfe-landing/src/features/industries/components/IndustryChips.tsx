import { useRef, type KeyboardEvent } from 'react';
import type { Industry } from '../data/industries';
import styles from './industries.module.css';

export interface IndustryChipsProps {
  industries: readonly Industry[];
  selectedIndex: number;
  /** Called with the chip the visitor picked, by click or arrow key. */
  onSelect: (index: number) => void;
}

export const industryChipId = (industry: Industry) => `industry-chip-${industry.id}`;
export const INDUSTRY_PANEL_ID = 'industry-detail';

/** A single-select tab list: one tab stop, arrows/Home/End move and select (selection follows focus). */
export function IndustryChips({ industries, selectedIndex, onSelect }: IndustryChipsProps) {
  const chipRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + industries.length) % industries.length;
    onSelect(next);
    chipRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowDown: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      ArrowUp: selectedIndex - 1,
      Home: 0,
      End: industries.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div role="tablist" aria-label="Industries" aria-orientation="horizontal" className={styles.chips} onKeyDown={onKeyDown}>
      {industries.map((industry, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={industry.id}
            ref={(node) => {
              chipRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={industryChipId(industry)}
            aria-selected={selected}
            aria-controls={INDUSTRY_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={styles.chip}
            onClick={() => onSelect(index)}
          >
            {industry.label}
          </button>
        );
      })}
    </div>
  );
}
