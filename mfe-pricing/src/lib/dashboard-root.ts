/** Sign-up happens at the dashboard site's root, whatever path the config's URL has. */
export function dashboardRoot(dashboardUrl: string): string {
  return new URL('/', dashboardUrl).href;
}
