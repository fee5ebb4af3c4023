// Builds every variant of the fork (rspack.config.mjs), one after the other, each a build of its own with its id.
import { execFileSync } from 'node:child_process';
import { stampBuildId } from '@callvera/tooling/build-id';
import { VARIANTS } from './rspack.config.mjs';

for (const variant of Object.keys(VARIANTS)) {
  execFileSync('rspack', ['build', '--mode', 'production', '--env', `variant=${variant}`], { stdio: 'inherit', shell: false });
  console.log(`dist/${variant}: build ${stampBuildId(`dist/${variant}`)}`);
}
