#!/usr/bin/env node
// Usage: stamp-build-id [build folder…] (default: dist). The last step of an app's build: writes the build's id
// into the version its manifests report (../build-id.mjs).
import path from 'node:path';
import { stampBuildId } from '../build-id.mjs';

const folders = process.argv.slice(2);
try {
  for (const folder of folders.length ? folders : ['dist']) console.log(`${folder}: build ${stampBuildId(path.resolve(folder))}`);
} catch (error) {
  console.error(`stamp-build-id: ${error.message}`);
  process.exitCode = 1;
}
