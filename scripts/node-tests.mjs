#!/usr/bin/env node
// The node tests of the tools' packages, two files at once and the machine's own measurements alone (checkout/).
import { main } from '@callvera/checkout/node-tests';

process.exitCode = main();
