import { prerenderedRelease } from './page-releases';

declare const __SHELL_RELEASE__: string;

/**
 * The shell's release: the build its page was prerendered with (version and build id), or on a page it rendered
 * itself, its version (shell/package.json) fixed when it was built.
 */
export const shellRelease = (): string => prerenderedRelease('shell') ?? __SHELL_RELEASE__;
