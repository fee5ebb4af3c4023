import type { AnchorHTMLAttributes } from 'react';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  /** Absolute URL on another site, e.g. the booking page. */
  href: string;
}

/** A link to another site: new tab, no opener, and screen readers hear that it opens a new tab. */
export function ExternalLink({ children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
