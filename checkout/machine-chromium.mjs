// This machine's Chromium, as every script launches it: Debian's (checkout/chromium.json, which the Playwright
// config reads too), or the one CHROMIUM_PATH names.
import { readFileSync } from 'node:fs';

const setup = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? setup.path;
/** The same engine without the browser's window and its UI (chromium.json says who runs in it). */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? setup.headlessShellPath;
/** Arguments every launch passes: no sandbox or GPU in a container, no background traffic. */
export const CHROMIUM_ARGS = setup.args;
