import { RadioChoices } from '@callvera/shared/radio-choices';
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
 * The industries as radio choices styled as chips; the CSS of IndustriesSection shows the checked one's story. The
 * chip picked stays with the page's history entry: Back and Forward show its story again, without moving the page.
 */
export function IndustryChips({ industries, defaultSelectedId, onSelect }: IndustryChipsProps) {
  return (
    <RadioChoices
      legend="Industries"
      name="industry"
      options={industries.map((industry) => ({ value: industry.id, label: industry.label }))}
      defaultValue={defaultSelectedId}
      onChange={onSelect}
      keptInEntry
      classNames={{ group: styles.chips, option: styles.chip, radio: styles.radio }}
    />
  );
}
