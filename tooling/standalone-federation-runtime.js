// In production a remote borrows the shell's federation runtime (externalRuntime).
// On its own page there is no shell, so this script lends it one first.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import { lendFederationModules, RUNTIME_CORE_GLOBAL } from './lend-federation-modules.js';

globalThis[RUNTIME_CORE_GLOBAL] = runtimeCore;
lendFederationModules();
