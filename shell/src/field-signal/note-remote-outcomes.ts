import { observeRemoteOutcomes } from '../composition/remote-outcomes';
import { reportPageSignal } from './page-signals';
import { REMOTE_SHOWN_EVENT, type RemoteShown } from './remote-shown-event';

/**
 * Notes what composition publishes of its remotes, for the event stream (page-signals.ts), and tells the page's
 * first script, which sends an experiment's exposure, when a remote shows its page.
 */
export function noteRemoteOutcomes() {
  return observeRemoteOutcomes((outcome) => {
    if (outcome.type === 'shown') {
      const { remote, path, at } = outcome;
      reportPageSignal({ type: 'remote-ready', remote, path, at });
      window.dispatchEvent(new CustomEvent<RemoteShown>(REMOTE_SHOWN_EVENT, { detail: { remote, route: path } }));
    } else if (outcome.type === 'failed') {
      const { remote, path, error, at } = outcome;
      reportPageSignal({ type: 'remote-failed', remote, path, error, at });
    }
  });
}
