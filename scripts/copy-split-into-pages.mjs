#!/usr/bin/env node
// Writes an experiment's split, edited in a deployed remotes.json, into the pages served beside it (release/).
import { main } from '@callvera/release/copy-split-into-pages';

await main();
