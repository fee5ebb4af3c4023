#!/usr/bin/env node
// The checks a change touches, for feedback while working; npm test runs them all (checkout/).
import { main } from '@callvera/checkout/changed-checks';

process.exitCode = main();
