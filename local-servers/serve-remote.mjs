// Serves a remote's production build as `npm start` serves every build (build-server.mjs), to any origin, as
// `serve --cors` did: the shell's pages load the remote's files cross-origin. Usage: below.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { answerHelp } from '@callvera/checkout/command-usage';
import { buildFolderHandler } from './build-server.mjs';

const USAGE = 'usage: node local-servers/serve-remote.mjs <config.json> <port> <build folder>';
answerHelp(USAGE);
const [configFile, port, folder] = process.argv.slice(2);
if (!folder) {
  console.error(USAGE);
  process.exit(2);
}
const serveFile = buildFolderHandler({
  config: JSON.parse(readFileSync(configFile, 'utf8')),
  folder,
  headers: {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Origin, X-Requested-With, Content-Type, Accept, Range',
  },
});

http
  .createServer(serveFile)
  .on('error', (error) => {
    console.error(`the server of ${folder} could not start on port ${port}: ${error.message}`);
    process.exit(1);
  })
  .listen(Number(port), '0.0.0.0');
