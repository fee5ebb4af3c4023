import { MemoryRouter, Route, Routes } from 'react-router';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteSection } from '../composition/RemoteSection';
import { SiteLayout } from '../chrome/SiteLayout';
import { ErrorScreen } from '../error/ErrorScreen';
import { SITE_ROUTES } from './site-routes';
import { SiteBrowserRouter } from './browser-router';

// Declarative routing: the site has no loaders or actions, and this mode ships
// far less of react-router on every first load than the data router does.
function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {SITE_ROUTES.map(({ path, remote, module, section }) => (
          <Route
            key={path}
            path={path}
            // As the server: /human-vs-ai is not /Human-vs-AI.
            caseSensitive
            // Keyed by path so two routes of one remote never share a failed state.
            element={<RemoteSection key={path} remote={remote} module={module} section={section} path={path} />}
          />
        ))}
        <Route path="*" element={<ErrorScreen status={404} message="Not Found" />} />
      </Route>
    </Routes>
  );
}

/** If routing itself fails, the generic error screen shows what happened. */
function RoutingFailure({ error }: { error: unknown }) {
  return <ErrorScreen message={error instanceof Error ? error.message : String(error)} />;
}

export function SiteRouter() {
  return (
    <SiteBrowserRouter>
      <ErrorBoundary FallbackComponent={RoutingFailure}>
        <SiteRoutes />
      </ErrorBoundary>
    </SiteBrowserRouter>
  );
}

/** For tests: the same routes, starting at one path. */
export function SiteMemoryRouter({ initialPath }: { initialPath: string }) {
  return (
    <MemoryRouter initialEntries={[initialPath]}>
      <ErrorBoundary FallbackComponent={RoutingFailure}>
        <SiteRoutes />
      </ErrorBoundary>
    </MemoryRouter>
  );
}
