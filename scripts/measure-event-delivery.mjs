#!/usr/bin/env node
// How many field events reach the collector, each way a page can leave (measurement/).
import '@callvera/measurement/measure-event-delivery';
