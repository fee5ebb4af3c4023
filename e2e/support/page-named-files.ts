import type { APIRequestContext } from '@playwright/test';

/** Every file a page's HTML names to load (scripts, stylesheets, preloads, images, fonts), as absolute URLs. */
export function filesNamedBy(html: string, pageUrl: string): string[] {
  const named = [...html.matchAll(/\s(?:src|href)="([^"#]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const urls = named.map((value) => new URL(value, pageUrl));
  // Links to other pages are for the visitor to follow, not files the page loads.
  return [...new Set(urls.filter((url) => /\.[a-z0-9]+$/.test(url.pathname) && !url.pathname.endsWith('.html')).map(String))];
}

/** Each file the page at `pageUrl` names that does not answer 200, with the status it got. */
export async function filesNotAnswering(request: APIRequestContext, pageUrl: string): Promise<string[]> {
  const html = await (await request.get(pageUrl)).text();
  const failing: string[] = [];
  for (const url of filesNamedBy(html, pageUrl)) {
    const { status } = await request.get(url).then((response) => ({ status: response.status() }));
    if (status !== 200) failing.push(`${url}: ${status}`);
  }
  return failing;
}
