// This checkout's build served by nginx on the production config, on this run's ports: what visitors get, and so
// what the measurements measure.
import { runCheckoutNginxCommand } from '@callvera/deploy-config/checkout-nginx';
import { startSiteServers } from '@callvera/local-servers/start-site-servers';

/** Starts it and returns once every app answers; `accessLog`: every request to NGINX_ACCESS_LOG too. */
export const startNginxSite = ({ accessLog = false } = {}) =>
  startSiteServers({
    servers: { command: runCheckoutNginxCommand({ accessLog }), needs: 'install nginx (bash scripts/install-deps.sh --nginx)' },
  });
