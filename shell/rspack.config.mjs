import path from 'node:path';
import { createAppConfig } from '@callvera/shared/build';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'Callvera: AI voice agents that answer and make your calls',
  runtimePlugins: [path.join(import.meta.dirname, 'src/runtime-plugin/yield-to-browser.ts')],
  // Kept unhashed: every page names it (src/index.html), and the server sends it with no-cache.
  earlyScripts: { 'click-replay.js': './src/startup/click-replay.ts' },
});
