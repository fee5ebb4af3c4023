#!/usr/bin/env node
// The build's last step before the prerender: pins shell/dist/remotes.json to these builds (release/).
import { main } from '@callvera/release/pin-builds';

await main();
