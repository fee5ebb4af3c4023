import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { RemoteSection } from '../composition/RemoteSection';
import { SiteLayout } from '../chrome/SiteLayout';
import { ErrorScreen, RouteErrorScreen } from '../error/ErrorScreen';
import { SITE_ROUTES } from './site-routes';

export const siteRouteObjects: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          ...SITE_ROUTES.map(({ path, remote, module, section }) => ({
            path,
            // Keyed by path so two routes of one remote never share a failed state.
            element: <RemoteSection key={path} remote={remote} module={module} section={section} path={path} />,
          })),
          { path: '*', element: <ErrorScreen status={404} message="Not Found" /> },
        ],
      },
    ],
  },
];

export function createSiteRouter() {
  return createBrowserRouter(siteRouteObjects);
}

/** For tests: the same routes, starting at one path. */
export function createSiteMemoryRouter(initialPath: string) {
  return createMemoryRouter(siteRouteObjects, { initialEntries: [initialPath] });
}
