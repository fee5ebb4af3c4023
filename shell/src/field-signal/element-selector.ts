/** web-vitals' longest selector: past it, the nearest parts of the path are kept. */
const MAX_LENGTH = 100;

/**
 * The selector web-vitals' attribution names an element by (its getSelector): the path from the nearest ancestor
 * with an id, each step its id or its tag and sorted classes, at most 100 characters, so that the page's first script
 * and the event stream name one element alike.
 */
export function elementSelector(element: Element): string {
  let path = '';
  for (let node: Element | null = element; node; node = node.parentElement) {
    const part = node.id ? `#${node.id}` : [node.localName, ...[...node.classList].sort()].join('.');
    if (path.length + part.length > MAX_LENGTH - 1) return path || part;
    path = path ? `${part}>${path}` : part;
    if (node.id) break;
  }
  return path;
}
