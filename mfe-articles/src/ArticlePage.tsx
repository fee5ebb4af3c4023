import type { RoutePageProps } from '@callvera/shared/contracts';

/** Placeholder until the remote's own issue fills it in. */
export default function ArticlePage({ path }: RoutePageProps) {
  return (
    <section aria-labelledby="placeholder-title" style={{ padding: '4rem 1rem', textAlign: 'center' }}>
      <h1 id="placeholder-title">Article</h1>
      <p>Served by the mfe-articles remote for {path}.</p>
    </section>
  );
}
