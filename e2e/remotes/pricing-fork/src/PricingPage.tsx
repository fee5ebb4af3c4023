import { version as reactVersion } from 'react';
import { create } from 'zustand';
import type { RoutePageProps } from '@callvera/shared/contracts';
import { useDemoCall } from '@callvera/shared/demo-call';
import { toast } from '@callvera/shared/toast';

type BillingPeriod = 'monthly' | 'annual';

/** The fork's own store, so its zustand is one it shares with the page too. */
const useComparedPeriod = create<{ period: BillingPeriod; toggle: () => void }>((set) => ({
  period: 'monthly',
  toggle: () => set((state) => ({ period: state.period === 'monthly' ? 'annual' : 'monthly' })),
}));

/** The pricing page as the pricing team's fork renders it: its own state, and the site's shared stores. */
export default function ForkedPricingPage({ path }: RoutePageProps) {
  const { period, toggle } = useComparedPeriod();
  const demoPhase = useDemoCall((state) => state.phase);
  return (
    <section aria-labelledby="fork-title" style={{ padding: '2rem 1rem' }}>
      <h1 id="fork-title">Pricing, as the pricing team forked it</h1>
      <p>
        Served at {path}, rendered by React {reactVersion}. Demo call phase: {demoPhase}.
      </p>
      <button type="button" aria-pressed={period === 'annual'} onClick={toggle}>
        Compare annual prices
      </button>
      <p>Comparing {period} prices.</p>
      <button type="button" onClick={() => toast({ title: 'Hello from the forked pricing page', variant: 'success' })}>
        Raise a test toast
      </button>
    </section>
  );
}
