import type { AnchorHTMLAttributes } from 'react';
import type { MDXComponents } from 'mdx/types';
import { SiteLink } from '@callvera/shared/navigation';
import { isSitePath } from '@callvera/shared/site-path';
import { useSiteConfig } from '@callvera/shared/site-config-context';

/** The support address from the site config, as a mail link. */
export function SupportEmail() {
  const { email } = useSiteConfig();
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** The product's name from the site config. */
export function ProductName() {
  const { productName } = useSiteConfig();
  return <>{productName}</>;
}

/** Markdown links: "#id" stays on the page, "/path" moves within the site, anything else opens in a new tab. */
export function DocumentLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isSitePath(href)) {
    return (
      <SiteLink {...rest} to={href}>
        {children}
      </SiteLink>
    );
  }
  // In-page "#id" links stay plain: the browser scrolls and focuses the section, and the shell's router accepts the fragment change.
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a {...rest} href={href}>
        {children}
      </a>
    );
  }
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** What the legal documents' MDX may use besides plain Markdown. */
export const LEGAL_TEXT_COMPONENTS: MDXComponents = { a: DocumentLink, SupportEmail, ProductName };
