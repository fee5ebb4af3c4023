/** A statistic: value, label, color. */
export interface Statistic {
  value: string;
  label: string;
  /** A design-token colour name for the value. */
  color: string;
}

/** The numbers strip, in order. */
export const STATISTICS: readonly Statistic[] = [
  { value: '500X', label: 'more efficient', color: 'var(--color-accent-strong)' },
  { value: 'Zero', label: 'waiting time', color: 'var(--color-cyan)' },
  { value: '120,000+', label: 'completed calls and counting', color: 'var(--color-success)' },
  { value: '50%', label: 'ROI in 30 days', color: 'var(--color-amber)' },
];
