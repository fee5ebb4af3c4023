// This machine's Chromium, launched as the commands that render pages launch it (the build's prerender, a release's).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './machine-chromium.mjs';

/** @param {string[]} [args]  arguments added to the machine's own */
export async function launchMachineChromium(args = []) {
  // Loaded when a browser is launched: the driver takes half a second to load, which every release command (its
  // --help, a refused option) paid before it.
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, ...CHROMIUM_ARGS] });
}
