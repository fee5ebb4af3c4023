import type { Page } from '@playwright/test';

/** One module shared once per page, as the federation runtime records it. */
export interface SharedModuleCopies {
  /** The copies loaded, as "<version> from <app>": a module shared once per page has one. */
  loaded: string[];
  /** Every copy an app registered (the version its build bundles), loaded or not. */
  registered: string[];
  /** The apps using the loaded copy. */
  usedBy: string[];
}

/** What every federation share scope on the page holds, by module (react, @callvera/shared/toast, ...). */
export function sharedCopies(page: Page): Promise<Record<string, SharedModuleCopies>> {
  return page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean; useIn?: string[] };
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: ShareScopes } }).__FEDERATION__.__SHARE__;
    const byModule: Record<string, { loaded: string[]; registered: string[]; usedBy: string[] }> = {};
    const addOnce = (list: string[], item: string) => list.includes(item) || list.push(item);
    for (const scope of Object.values(scopes)) {
      for (const modules of Object.values(scope)) {
        for (const [name, versions] of Object.entries(modules)) {
          const entry = (byModule[name] ??= { loaded: [], registered: [], usedBy: [] });
          for (const [version, info] of Object.entries(versions)) {
            const copy = `${version} from ${info.from}`;
            addOnce(entry.registered, copy);
            if (info.loaded) addOnce(entry.loaded, copy);
            for (const app of info.useIn ?? []) addOnce(entry.usedBy, app);
          }
        }
      }
    }
    return byModule;
  });
}
