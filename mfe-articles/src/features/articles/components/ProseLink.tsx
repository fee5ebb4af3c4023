import type { AnchorHTMLAttributes } from 'react';
import { SiteLink } from '@callvera/shared/navigation';
import { isSitePath } from '@callvera/shared/site-path';

/** Markdown links in articles: site paths navigate in-app, anything else opens in a new tab. */
export function ProseLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isSitePath(href)) {
    return (
      <SiteLink to={href} {...rest}>
        {children}
      </SiteLink>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
