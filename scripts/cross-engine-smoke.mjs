#!/usr/bin/env node
// The site in WebKit and Firefox: every route, its files, the first interactions (measurement/).
import { main } from '@callvera/measurement/cross-engine-smoke';

await main();
