import type { SiteRoute } from '../routing/site-routes';
import type { PageSignal } from './page-signals';

/**
 * What the page hands the stream as it loads it. Handed over, not imported: a module that both the first
 * load and the stream's chunk import leaves the first load's concatenated module, and the first load grows.
 */
export interface FieldStreamStart {
  /** The collector's path (site-config.json `fieldEvents.path`). */
  path: string;
  routes: readonly SiteRoute[];
  /** What the page noted so far, then each new signal (page-signals.ts). */
  takeSignals: (next: (signal: PageSignal) => void) => void;
}
