import { expect, SITE_PATHS, test } from '../support/site-test';
import { checkHtml } from '../support/nu-html-checker';

// The W3C Nu HTML Checker, offline, on each page exactly as the server sends it (prerendered, before any script runs).

/** Any path no route matches: the server answers with the 404 page. */
const NOT_FOUND_PATH = '/no-such-page';

test('every route and the 404 page pass the Nu HTML Checker with no error or warning', async ({ request }) => {
  const pages: Record<string, string> = {};
  for (const path of [...SITE_PATHS, NOT_FOUND_PATH]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    pages[path] = await response.text();
  }
  const findings = await checkHtml(pages);
  const described = Object.fromEntries(
    Object.entries(findings).map(([path, messages]) => [
      path,
      messages.map(
        (message) =>
          `${message.subType ?? message.type} line ${message.lastLine}:${message.lastColumn}: ${message.message} (${message.extract?.trim()})`,
      ),
    ]),
  );
  expect(described).toEqual(Object.fromEntries(Object.keys(pages).map((path) => [path, []])));
});
