#!/usr/bin/env node
// `npm run pack:release-tool`: the release tool as a tarball a team installs in its own repository (npm install
// <tarball>, or published to its registry); release-tool-package.mjs says what it holds. Prints the tarball's path
// and size. Exit status: 0 packed; 1 not, with the step that failed and why.
import { answerHelp } from '@callvera/checkout/command-usage';
import { PACKAGE_NAME, packReleaseTool } from './release-tool-package.mjs';

answerHelp(
  `usage: npm run pack:release-tool
Bundles the release tool into ${PACKAGE_NAME} (bin: release-remote) and packs it with npm pack, under
.cache/release-tool/<content hash>/; prints the tarball's path and size.`,
);
try {
  const { tarball, bytes, reused } = await packReleaseTool();
  console.log(`${tarball} (${(bytes / 1024).toFixed(1)} KB${reused ? ', the same content packed before' : ''})`);
} catch (error) {
  console.error(`pack:release-tool: ${error.message}`);
  process.exit(1);
}
