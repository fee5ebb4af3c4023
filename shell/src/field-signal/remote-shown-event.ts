/**
 * Dispatched on window when a remote shows its page (note-remote-outcomes.ts): the page's first script, which sends an
 * experiment's exposure, hears it. A leaf module, so that script imports nothing of the app with it.
 */
export const REMOTE_SHOWN_EVENT = 'callvera:remote-shown';

export interface RemoteShown {
  remote: string;
  route: string;
}
