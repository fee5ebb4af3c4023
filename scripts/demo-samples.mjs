#!/usr/bin/env node
// The demo agents' sample calls a deployment serves: check them, list them in samples.json, caption a recorded call
// (tooling/demo-samples/). See docs/deploying-and-configuring.md (Sample calls).
import { main } from '@callvera/tooling/demo-samples/command';

main();
