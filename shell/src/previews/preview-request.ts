import { DEV_SERVER_PARAM, PREVIEW_PARAM } from '@callvera/shared/registry/previews';

/** Where a tab keeps the preview it asked for, so the pages it goes on to show it too: this tab's alone. */
export const PREVIEW_STORAGE_KEY = 'callvera.preview';

/** A release's preview by its id, or one remote pointed at a development server (`<remote>:<manifest URL>`). */
export type PreviewRequest = { id: string } | { devServer: string };

function tabStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the preview lasts as long as its link stays in the address.
    return null;
  }
}

/**
 * The preview this tab asks for: its link's parameter, else the one it kept; null for every visitor who opened no
 * preview link. Read by the page's first script too, so that a tab asking for a preview is in no experiment.
 */
export function previewRequest(search: string = location.search): PreviewRequest | null {
  const params = new URLSearchParams(search);
  const id = params.get(PREVIEW_PARAM);
  if (id !== null) return { id };
  const devServer = params.get(DEV_SERVER_PARAM);
  if (devServer !== null) return { devServer };
  const kept = tabStorage()?.getItem(PREVIEW_STORAGE_KEY);
  if (!kept) return null;
  try {
    const request = JSON.parse(kept) as PreviewRequest;
    return typeof request === 'object' && request && ('id' in request || 'devServer' in request) ? request : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a preview the page shows for the tab's next pages, or forgets one it refused; either way its parameter
 * leaves the address (the page is unchanged), so the address a team copies from the tab is the live page's.
 */
export function settlePreviewRequest(request: PreviewRequest, shown: boolean) {
  if (shown) tabStorage()?.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(request));
  else tabStorage()?.removeItem(PREVIEW_STORAGE_KEY);
  const url = new URL(location.href);
  url.searchParams.delete(PREVIEW_PARAM);
  url.searchParams.delete(DEV_SERVER_PARAM);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
}

/** Ends the tab's preview: its next page shows the live site. */
export function forgetPreviewRequest() {
  tabStorage()?.removeItem(PREVIEW_STORAGE_KEY);
}

/**
 * How a tab's field events are marked while it asks for a preview, honoured or not: such a tab is a team's, and is
 * counted in no report.
 */
export const previewMark = (request: PreviewRequest) => ('id' in request ? request.id : 'dev-server');
