/**
 * A JSON data block the prerender wrote into the page (which the CSP allows, not being a script), or `fallback`
 * when the page has none or it cannot be read.
 */
export function pageData<T>(selector: string, fallback: T): T {
  try {
    const text = document.querySelector(selector)?.textContent;
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}
