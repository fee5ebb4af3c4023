import { siteTargetFrom } from '@callvera/shared/registry/origins';

/**
 * The registry's port of an app or variant: the deployment's SITE_PORT_BASE plus the entry's offset.
 * @param {{ portOffset: number }} entry
 */
export const registeredPort = (entry) => siteTargetFrom(process.env).portBase + entry.portOffset;

/**
 * `rspack serve` for one app. Every path answers with the app's page, which routes in the browser; any origin may
 * load its files, as the shell, served on another port, loads a remote's.
 * @param {number} port
 */
export const devServer = (port) => ({
  port,
  historyApiFallback: true,
  headers: { 'Access-Control-Allow-Origin': '*' },
});
