import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import '../design/tokens.css';
import type { RoutePageProps } from '../contracts/remote-contracts';
import { loadSiteConfig } from '../site-config/site-config';
import { SiteConfigProvider } from '@callvera/shared/site-config-context';

/**
 * Lets a remote team run its pages without the shell: same config file, same
 * props, with a bare header and footer so the page keeps its landmarks.
 */
export async function renderStandalone(remoteName: string, pages: Record<string, ComponentType<RoutePageProps>>) {
  const root = createRoot(document.getElementById('root')!);
  const paths = Object.keys(pages);
  const path = pages[location.pathname] ? location.pathname : paths[0]!;
  const Page = pages[path]!;
  const chrome = (main: React.ReactNode) => (
    <>
      <header style={{ padding: '0.75rem 1rem', borderBottom: '1px solid var(--color-border)' }}>
        <strong>{remoteName}</strong> (standalone) ·{' '}
        <nav aria-label="Pages of this remote" style={{ display: 'inline' }}>
          {paths.map((p) => (
            <a key={p} href={p} style={{ marginRight: '0.75rem' }}>
              {p}
            </a>
          ))}
        </nav>
      </header>
      <main id="main">{main}</main>
      <footer style={{ padding: '1rem', borderTop: '1px solid var(--color-border)' }}>Standalone build of {remoteName}</footer>
    </>
  );
  try {
    const config = await loadSiteConfig();
    root.render(
      <StrictMode>
        <SiteConfigProvider config={config}>{chrome(<Page path={path} />)}</SiteConfigProvider>
      </StrictMode>,
    );
  } catch (error) {
    root.render(chrome(<p role="alert">{(error as Error).message}</p>));
  }
}
