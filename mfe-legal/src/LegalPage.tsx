import type { RoutePageProps } from '@callvera/shared/contracts';

/** Placeholder until the remote's own issue fills it in. */
export default function LegalPage({ path }: RoutePageProps) {
  return (
    <section aria-labelledby="placeholder-title" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1 id="placeholder-title">Legal</h1>
      <p>Served by the mfe-legal remote for {path}.</p>
    </section>
  );
}
