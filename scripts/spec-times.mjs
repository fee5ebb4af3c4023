#!/usr/bin/env node
// Each end-to-end spec's time in a run, costliest first, from Playwright's JSON reports (measurement/).
import { main } from '@callvera/measurement/test-costs';

process.exitCode = main(process.argv.slice(2));
