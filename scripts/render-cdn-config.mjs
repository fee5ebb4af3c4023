#!/usr/bin/env node
// Writes deploy/cdn from deploy/nginx, or checks it (deploy-config/).
import { main } from '@callvera/deploy-config/render-cdn-config';

await main();
