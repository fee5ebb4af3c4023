#!/usr/bin/env node
// Whether one commit builds byte-identical files in two folders (checkout/reproducible-build.mjs).
import { main } from '@callvera/checkout/reproducible-build';

process.exitCode = main();
