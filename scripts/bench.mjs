#!/usr/bin/env node
// The site's speed against its targets (measurement/).
import '@callvera/measurement/bench';
