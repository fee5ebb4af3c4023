/** The engine's own page, so its team can try calls without the shell. */
export function DemoCallWorkbench() {
  return (
    <section aria-labelledby="workbench-title" style={{ padding: '2rem 1rem' }}>
      <h1 id="workbench-title">Demo-call engine</h1>
      <p>This remote has no route in the site. The shell loads it when a visitor presses Listen.</p>
    </section>
  );
}
