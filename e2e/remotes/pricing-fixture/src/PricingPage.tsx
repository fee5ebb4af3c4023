import { useState } from 'react';
import type { RoutePageProps } from '@callvera/shared/contracts';
import { useDemoCall } from '@callvera/shared/demo-call';
import { toast } from '@callvera/shared/toast';
import styles from './pricing-fixture-page.module.css';

function PageThatThrows(): never {
  throw new Error('The pricing fixture broke while rendering');
}

/** A press this remote answers slowly on purpose: its own code holds the main thread, as a slow release's would. */
function workSlowly() {
  const until = performance.now() + 300;
  while (performance.now() < until) {
    /* busy, on purpose */
  }
}

/** Stands in for a pricing experiment: proves swapping, shared stores and render-failure isolation. */
export default function PricingFixturePage({ path }: RoutePageProps) {
  const [broken, setBroken] = useState(false);
  const demoPhase = useDemoCall((state) => state.phase);
  return (
    <section aria-labelledby="fixture-title" className={styles.page}>
      <h1 id="fixture-title">Pricing experiment fixture</h1>
      <p>
        Served at {path}. Demo call phase: {demoPhase}.
      </p>
      <button type="button" onClick={() => toast({ title: 'Hello from the fixture', variant: 'success' })}>
        Raise a test toast
      </button>
      <button type="button" onClick={() => setBroken(true)}>
        Break this page
      </button>
      <button type="button" onClick={workSlowly}>
        Work slowly
      </button>
      {broken && <PageThatThrows />}
    </section>
  );
}
