#!/usr/bin/env node
// The command `npm run field-log:from-cdn`: the CDN's access logs as the field-event log nginx writes, on stdout. The
// conversion is from-cloudfront-log.mjs, a library only, so that what imports it runs no command.
import { once } from 'node:events';
import { answerHelp } from '@callvera/checkout/command-usage';
import { fieldEventLinesOf, parseArguments, USAGE } from './from-cloudfront-log.mjs';
import { CDN_ACCESS_LOG_FILES, logSources } from './log-sources.mjs';

answerHelp(USAGE);
let named;
let endpoint;
try {
  const parsed = parseArguments(process.argv.slice(2));
  endpoint = parsed.endpoint ?? process.env.AWS_ENDPOINT_URL;
  named = logSources(parsed.sources, CDN_ACCESS_LOG_FILES);
} catch (error) {
  console.error(`field-log:from-cdn: ${error.message}`);
  process.exit(2);
}
try {
  for await (const line of fieldEventLinesOf(named, endpoint)) if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
} catch (error) {
  console.error(`field-log:from-cdn: ${error.message}`);
  process.exit(1);
}
