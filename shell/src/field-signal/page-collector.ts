import { fieldEventsAreOn } from '@callvera/shared/field-events-setting';
import { pageStorage } from '../composition/experiments';
import { pageData } from '../startup/page-data';
import { visitorInSample } from './visitor-sample';
import { visitorOptedOut } from './visitor-opted-out';

/** The page's copy of the deployed site config (the prerender writes it into the page). */
const SITE_CONFIG_BLOCK = 'script[type="application/json"][data-deployed-file="/site-config.json"]';

export interface PageConfig {
  fieldEvents?: unknown;
  dashboardUrl?: unknown;
  bookingUrl?: unknown;
}

/** Where the page's first script sends events, and the copy of the site config that says so. */
export interface PageCollector {
  config: PageConfig | null;
  /** null when this page load sends none: off, opted out, or this visitor is not sampled. */
  path: string | null;
}

/**
 * What the page's first script decides of the field events, from the page's copy of the site config, the first time
 * it is asked: once the head is parsed (the script runs before the rest of it), and once a page load, so the visitor
 * is drawn for the sample once, whichever part asks first.
 */
export function pageCollector(): () => PageCollector {
  let decided: PageCollector | undefined;
  return () => {
    if (decided) return decided;
    const config = pageData<PageConfig | null>(SITE_CONFIG_BLOCK, null);
    const setting = config?.fieldEvents;
    const measured = !visitorOptedOut() && fieldEventsAreOn(setting) && visitorInSample(pageStorage, setting.sampleRate, Math.random);
    const found = { config, path: measured ? setting.path : null };
    // Asked before the head was parsed, the page has no copy yet: asked again later.
    if (config) decided = found;
    return found;
  };
}
