declare const __SHELL_RELEASE__: string;

/** The shell's version (shell/package.json), fixed when it is built. */
export const SHELL_RELEASE: string = __SHELL_RELEASE__;
