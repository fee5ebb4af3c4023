import type { RemoteName } from '@callvera/shared/contracts';
import type { ExperimentEventDetail } from '../composition/experiments';

/**
 * What the shell's parts report as they happen, for the field events. The stream that sends them
 * loads only once the page has settled (start-field-signal.ts), so until then they are kept here.
 */
export type PageSignal =
  /** A remote's page rendered, or its module loaded (the demo-call engine). */
  | { type: 'remote-ready'; remote: RemoteName; path: string; at: number }
  | { type: 'remote-failed'; remote: RemoteName; path: string; error: unknown; at: number }
  /** A press on a link, or a button marked as a conversion (the stream reads whether it is one from its attributes). */
  | { type: 'link-pressed'; link: HTMLAnchorElement | HTMLButtonElement; path: string; at: number }
  /** The shell announced an experiment's variant (composition/experiments.ts). */
  | { type: 'experiment'; detail: ExperimentEventDetail };

/** More would only come from a page stuck in a loop; nothing is worth holding that many for. */
const KEPT_AT_MOST = 100;
const kept: PageSignal[] = [];
let take: ((signal: PageSignal) => void) | null = null;

export function reportPageSignal(signal: PageSignal) {
  if (take) take(signal);
  else if (kept.length < KEPT_AT_MOST) kept.push(signal);
}

/** Hands over what was kept, then every signal as it comes. */
export function takePageSignals(next: (signal: PageSignal) => void) {
  take = next;
  for (const signal of kept.splice(0)) next(signal);
}

/** For a page that sends nothing: no signal is kept from now on. */
export function dropPageSignals() {
  takePageSignals(() => undefined);
}

/** For tests. */
export function forgetPageSignals() {
  kept.length = 0;
  take = null;
}
