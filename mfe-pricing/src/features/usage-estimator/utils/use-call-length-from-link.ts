import { useEffect, useState } from 'react';
import { readCallLength, type CallLengthInLink } from '@callvera/shared/call-length-link';

/**
 * The demo call's length the page's link carries (a receipt's "price calls like this"). Read after the
 * take-over: the served page has no query string, and the first render must match it.
 */
export function useCallLengthFromLink(): CallLengthInLink {
  const [fromLink, setFromLink] = useState<CallLengthInLink>({ kind: 'none' });
  useEffect(() => setFromLink(readCallLength(window.location.search)), []);
  return fromLink;
}
