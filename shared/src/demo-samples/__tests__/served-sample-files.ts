import { createHash } from 'node:crypto';

/** What a deployment serves at a path: the file's bytes, an HTTP error, or the site's own page (a static host's fallback). */
export type ServedFile = Uint8Array | string | { status: number } | 'html';

/** The Subresource Integrity of these bytes, as samples.json names it. */
export const integrity = (bytes: Uint8Array | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A server with these files, behind a browser that checks what it fetches against `integrity`, as browsers do. */
export function serve(files: Record<string, ServedFile>) {
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = files[String(url)];
    if (body === undefined) throw new TypeError('Failed to fetch');
    if (body === 'html') return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    if (typeof body === 'object' && 'status' in body) return new Response('', { status: body.status });
    if (init?.integrity && integrity(body) !== init.integrity) throw new TypeError('Failed to fetch');
    return new Response(body as BodyInit);
  });
}
