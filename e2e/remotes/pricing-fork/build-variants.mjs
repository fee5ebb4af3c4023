// Builds every variant of the fork (rspack.config.mjs), one after the other.
import { execFileSync } from 'node:child_process';
import { VARIANTS } from './rspack.config.mjs';

for (const variant of Object.keys(VARIANTS)) {
  execFileSync('rspack', ['build', '--mode', 'production', '--env', `variant=${variant}`], { stdio: 'inherit', shell: false });
}
