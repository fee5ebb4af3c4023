/**
 * Whether the event stream has taken this page load's sending over, on <html>: the page's first script sends what
 * the page measured as it is left only while it has not (the stream sends it then, under the same ids), and never
 * once the take-over found field events off for this visitor. Written by the app's code, read by the first script's:
 * two builds, so the page itself holds it.
 */
export const FIELD_STREAM_ATTRIBUTE = 'data-field-stream';

export type FieldStreamState = 'running' | 'off';

export const markFieldStream = (state: FieldStreamState) => document.documentElement.setAttribute(FIELD_STREAM_ATTRIBUTE, state);

export const fieldStreamState = () => document.documentElement.getAttribute(FIELD_STREAM_ATTRIBUTE) as FieldStreamState | null;
