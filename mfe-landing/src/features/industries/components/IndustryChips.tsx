import { useId } from 'react';
import type { Industry } from '../data/industries';
import styles from './industries.module.css';

export interface IndustryChipsProps {
  industries: readonly Industry[];
  /** The id of the industry checked when the page is served. */
  defaultSelectedId: string;
  /** Called with the industry the visitor picked, by click or arrow key. */
  onSelect: (id: string) => void;
}

/**
 * Native radio buttons styled as chips: the browser gives one tab stop, arrow keys and
 * the checked state, so picking an industry works from the served HTML, and the CSS of
 * IndustriesSection shows the checked one's story. The radios are uncontrolled: the
 * browser alone holds the pick, so a press re-renders nothing and hydration keeps a
 * pick made before the code arrived.
 */
export function IndustryChips({ industries, defaultSelectedId, onSelect }: IndustryChipsProps) {
  const name = useId();
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">Industries</legend>
      {industries.map((industry) => (
        <label key={industry.id} className={styles.chip}>
          <input
            className={styles.radio}
            type="radio"
            name={name}
            value={industry.id}
            defaultChecked={industry.id === defaultSelectedId}
            onChange={() => onSelect(industry.id)}
          />
          {industry.label}
        </label>
      ))}
    </fieldset>
  );
}
