#!/usr/bin/env node
// Writes deploy/nginx and deploy/cdn from the site registry, or checks them (deploy-config/).
import { main } from '@callvera/deploy-config/render-deploy-config';

await main();
