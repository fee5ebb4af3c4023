// The build of standalone-federation-runtime.js, which a production remote's own page loads first.
import { fileURLToPath } from 'node:url';
import { scriptBeside } from './script-beside.mjs';

/** The file a remote's page loads the runtime from, beside the remote's build. */
export const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** @param {import('@rspack/core').Configuration} app  the remote's build */
export const standaloneRuntimeBuild = (app) =>
  scriptBeside(app, STANDALONE_RUNTIME_FILE, fileURLToPath(new URL('../standalone-federation-runtime.js', import.meta.url)));
