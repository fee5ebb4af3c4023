// The shell's federation runtime plugin that lends the shared parts of the runtime
// before any remote entry runs (the plugin module is evaluated with the runtime).
import { lendFederationModules } from './lend-federation-modules.js';

lendFederationModules();

export default function lendFederationModulesPlugin() {
  return { name: 'lend-federation-modules' };
}
