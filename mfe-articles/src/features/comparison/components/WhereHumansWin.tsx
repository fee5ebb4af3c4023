import styles from './comparison.module.css';

/** The fair reading of the table: what AI is for, and what stays with people. */
export function WhereHumansWin() {
  return (
    <section aria-labelledby="where-humans-win-title" className={styles.verdict}>
      <h2 id="where-humans-win-title">Where people still win, and how to combine both</h2>
      <p>
        The table leans towards AI on cost, speed and scale, because those are exactly the things software is good at. Emotional
        intelligence is different. A good telecaller hears the hesitation behind a &ldquo;fine&rdquo;, knows when to stop selling, and can
        comfort a caller who has just had bad news. An AI agent can detect tone and adjust its words, but it does not feel anything, and
        callers in difficult moments can tell.
      </p>
      <p>
        The strongest teams therefore do not choose one side. The AI agent answers every call at once, resolves routine requests and books
        the next step; when a call turns sensitive, complex or high-stakes, it transfers to a person with a summary, so nobody repeats their
        story. People spend their day on the conversations that need them.
      </p>
    </section>
  );
}
