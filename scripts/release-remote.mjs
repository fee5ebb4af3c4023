#!/usr/bin/env node
// The release tool (release/): publish, check, roll back, list or pin a remote, or step its canary.
import { main } from '@callvera/release/release-remote';

await main();
