// This machine's Chromium, launched as the commands that render pages launch it (the build's prerender, a release's).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './machine-chromium.mjs';

/** @param {string[]} [args]  arguments added to the machine's own */
export const launchMachineChromium = (args = []) => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, ...CHROMIUM_ARGS] });
