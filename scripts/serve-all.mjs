#!/usr/bin/env node
// Serves every app of the site on its port, the shell with its field-event collector (local-servers/).
import '@callvera/local-servers/serve-all';
