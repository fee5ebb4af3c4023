import path from 'node:path';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { federationRuntimeAliases } from './federation-runtime-aliases.mjs';

/**
 * How an app's imports are found: its own aliases, the federation runtime's ES module builds (or, for a remote
 * that borrows the runtime, the page's), and in production react-router's production build.
 * @param {{ appDir: string, alias: Record<string, string>, production: boolean, borrowsRuntime: boolean }} options
 */
export function moduleResolution({ appDir, alias, production, borrowsRuntime }) {
  const reactRouterBuild = production ? reactRouterProductionBuild(appDir) : null;
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      ...alias,
      ...federationRuntimeAliases({ borrowsBundlerRuntime: borrowsRuntime }),
      // react-router's package points bundlers at its development build (warnings and checks included) and
      // leaves the choice of its production build to them.
      ...(reactRouterBuild ? { 'react-router$': reactRouterBuild } : {}),
    },
  };
}

/** The production build of the app's own react-router (its ES module entry), or null for an app without one. */
function reactRouterProductionBuild(appDir) {
  let developmentEntry;
  try {
    developmentEntry = createRequire(path.join(appDir, 'package.json')).resolve('react-router');
  } catch {
    return null;
  }
  const productionEntry = path.join(developmentEntry, '../../production/index.mjs');
  return existsSync(productionEntry) ? productionEntry : null;
}
