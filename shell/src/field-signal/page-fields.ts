import type { FieldEventPage } from '@callvera/shared/field-events';
import { previewMark, previewRequest } from '../previews/preview-request';
import { pageLoadId } from './page-load-id';
import { shellRelease } from './shell-release';

/**
 * Where the page load's preview mark is kept, on <html> as its id is, from the page's first script on: the first
 * script and the stream mark the load alike, though the app takes the preview's parameter out of the address (and
 * forgets one it refused, or one the visitor ended, before the page is left) meanwhile.
 */
const PREVIEW_ATTRIBUTE = 'data-preview';
/** A mark the schema takes (FIELD_TYPES.slug); an id of any other form still marks the load. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The preview this page load's tab asked for, as its events are marked (null: a visitor's); noted on first call. */
export function previewOfLoad(): string | null {
  const root = document.documentElement;
  if (!root.hasAttribute(PREVIEW_ATTRIBUTE)) {
    const request = previewRequest();
    const mark = request ? previewMark(request) : '';
    root.setAttribute(PREVIEW_ATTRIBUTE, !mark || SLUG.test(mark) ? mark : 'unnamed');
  }
  return root.getAttribute(PREVIEW_ATTRIBUTE) || null;
}

/** The fields of the page load each batch carries: its id, the shell's release, its experiments, and its preview. */
export function pageFields(experiments: Record<string, string>): FieldEventPage {
  const preview = previewOfLoad();
  return { pageLoad: pageLoadId(), shellRelease: shellRelease(), experiments, ...(preview ? { preview } : {}) };
}
