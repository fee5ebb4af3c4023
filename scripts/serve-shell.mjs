#!/usr/bin/env node
// Serves the shell's build with its field-event collector (local-servers/).
import '@callvera/local-servers/serve-shell';
