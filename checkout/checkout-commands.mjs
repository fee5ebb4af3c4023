// The commands of this checkout (scripts/) that a tool runs as a program of its own. A command is where the parts
// it joins meet (the prerender joins the build tooling, the release tool's pins and the local servers), so a tool
// below it runs it instead of importing it, and finds it here.
import { fileURLToPath } from 'node:url';

const command = (file) => fileURLToPath(new URL(`../scripts/${file}`, import.meta.url));

/** Prerenders the site's pages into shell/dist; `--routes=/a,/b` only those. */
export const PRERENDER_COMMAND = command('prerender.mjs');
