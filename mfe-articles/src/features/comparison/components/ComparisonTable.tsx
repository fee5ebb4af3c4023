import type { ComparisonAspect, StrongerSide } from '../data/comparison-aspects';
import styles from './comparison.module.css';

export interface ComparisonTableProps {
  aspects: readonly ComparisonAspect[];
}

function Cell({ text, side, stronger }: { text: string; side: StrongerSide; stronger: StrongerSide }) {
  const isStronger = side === stronger;
  return (
    <td className={isStronger ? styles.stronger : undefined}>
      {text}
      {isStronger && <span className="visually-hidden"> (stronger)</span>}
    </td>
  );
}

/** The Human vs AI table: a real table (caption, header scopes) that wraps instead of scrolling on phones. */
export function ComparisonTable({ aspects }: ComparisonTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        Human telecaller versus AI telecaller, compared on {aspects.length} aspects. The stronger side of each row is highlighted.
      </caption>
      <thead>
        <tr>
          <th scope="col">Aspect</th>
          <th scope="col">Human telecaller</th>
          <th scope="col">AI telecaller</th>
        </tr>
      </thead>
      <tbody>
        {aspects.map((row) => (
          <tr key={row.aspect}>
            <th scope="row">{row.aspect}</th>
            <Cell text={row.human} side="human" stronger={row.stronger} />
            <Cell text={row.ai} side="ai" stronger={row.stronger} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
