// Functions run inside the page, in any engine, to reach elements as a visitor's assistive technology
// names them: by role and accessible name. Neither WebKit's WebDriver (classic) nor Firefox's WebDriver
// BiDi offers that query, so the smoke test brings its own. A function is sent to the page as its source:
// it may use findByRole (withPageQueries puts it beside it) and nothing else from outside itself.
/* global document, window, CSS, getComputedStyle -- these functions run in the page */

/**
 * The first shown element with this role and accessible name (a string matches the whole name, with
 * runs of spaces made one; `{ pattern }` is a regular expression), inside `within` when given.
 * Covers the roles the smoke test uses: implicit ones of a, button, input[type=radio], h1-h6, article, nav,
 * header (banner), section with a name (region), fieldset (group), ul and ol (list), and any explicit role attribute.
 * @param {{ role: string, name?: string | { pattern: string }, within?: string | object }} query  `within`: a CSS
 *   selector, or another query
 * @returns {Element | null}
 */
export function findByRole({ role, name, within }) {
  const IMPLICIT = {
    link: 'a[href]',
    button: 'button',
    radio: 'input[type="radio"]',
    heading: 'h1, h2, h3, h4, h5, h6',
    article: 'article',
    navigation: 'nav',
    banner: 'body > header, #root > header',
    region: 'section[aria-labelledby], section[aria-label]',
    group: 'fieldset',
    list: 'ul, ol',
  };
  const text = (element) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const accessibleName = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ');
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    if (element.id && element.matches('input')) {
      const forIt = document.querySelector(`label[for="${CSS.escape(element.id)}"]`);
      if (forIt) return text(forIt);
    }
    const wrapping = element.matches('input') ? element.closest('label') : null;
    return text(wrapping ?? element);
  };
  const shown = (element) => {
    if (element.getClientRects().length === 0) return false;
    // A radio may be drawn by its label (visually hidden input): its label shows it.
    return getComputedStyle(element).visibility !== 'hidden' || element.matches('input');
  };
  const root = typeof within === 'string' ? document.querySelector(within) : within ? findByRole(within) : document;
  if (!root) return null;
  const candidates = [...root.querySelectorAll(`[role="${role}"]${IMPLICIT[role] ? `, ${IMPLICIT[role]}` : ''}`)].filter(
    (element) => !element.getAttribute('role') || element.getAttribute('role') === role,
  );
  const matches = (element) => {
    if (name === undefined) return true;
    const actual = accessibleName(element).replace(/\s+/g, ' ');
    return typeof name === 'string' ? actual === name : new RegExp(name.pattern).test(actual);
  };
  return candidates.find((element) => shown(element) && matches(element)) ?? null;
}

/**
 * Brings an element to the middle of the window unless a click at its centre would reach it already (a
 * control of the sticky header, say): moving the page for a control in view would move the place Back returns to.
 * @param {Element} element
 */
export function bringIntoClearView(element) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  if (!hit || !(element === hit || element.contains(hit) || (element.matches('input') && element.labels?.[0]?.contains(hit)))) {
    element.scrollIntoView({ block: 'center' });
  }
}

/** Starts keeping the page's uncaught errors and unhandled rejections (WebKit's driver reports none). */
export function keepPageErrors() {
  if (window.smokeErrors) return;
  window.smokeErrors = [];
  window.addEventListener('error', (event) => window.smokeErrors.push(event.message || String(event.error)));
  window.addEventListener('unhandledrejection', (event) => window.smokeErrors.push(`Unhandled rejection: ${String(event.reason)}`));
}

/** What the page has kept since keepPageErrors. */
export function keptPageErrors() {
  return window.smokeErrors ?? [];
}

/** A query in words, for messages (runs in Node). */
export const describeQuery = ({ role, name }) => `${role} "${typeof name === 'object' ? `/${name.pattern}/` : (name ?? '')}"`;

/**
 * `fn`, to be run in the page with findByRole in its scope. Made here in Node, where nothing forbids building
 * a function from source; the page's CSP (no eval) never sees it: the driver sends it as a script to run.
 * @template T
 * @param {(arg: any) => T} fn
 * @returns {(arg: any) => T}
 */
export function withPageQueries(fn) {
  return new Function(`const findByRole = ${findByRole}; return (${fn}).apply(null, arguments);`);
}
