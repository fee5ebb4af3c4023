#!/usr/bin/env node
// Serves the site from a local S3 bucket through the CDN's rules (local-servers/).
import { main } from '@callvera/local-servers/serve-bucket';

await main();
