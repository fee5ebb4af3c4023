#!/usr/bin/env node
// Renders the production nginx config for this checkout's builds and runs it (deploy-config/).
import '@callvera/deploy-config/render-nginx-config';
