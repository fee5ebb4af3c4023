// Through the package name, not a relative path: only that import is the shared singleton context.
import { useSiteConfig } from '@callvera/shared/site-config-context';
import type { Thing, WithContext } from 'schema-dts';
import { organizationJsonLd } from './structured-data';

export interface PageHeadProps {
  /** The page's own title; the product name is appended. */
  title: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** Route path, for the canonical link, e.g. "/pricing". */
  path: string;
  /** The picture of the page's link previews; defaults to the site's card. */
  image?: ShareImage;
  /** Open Graph type: "article" for articles. */
  type?: 'website' | 'article';
  /** Structured data about this page (Product, Article...); Organization is always added. */
  jsonLd?: WithContext<Thing>[];
}

/** A link preview's picture, and what it shows for those who cannot see it. */
export interface ShareImage {
  /** Absolute or site-relative URL. */
  url: string;
  alt: string;
}

const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: '/social-card.png',
  alt: 'A speech bubble with a sound wave above the words “AI voice agents that answer and make your calls” and “Lead qualification · Bookings · Support · 24/7”.',
};

/**
 * Per-page metadata for search engines and link previews. React 19 hoists the
 * title, meta and link tags into <head>; the build's prerender step captures
 * them into each route's HTML.
 */
export function PageHead({ title, description, path, image = DEFAULT_SHARE_IMAGE, type = 'website', jsonLd = [] }: PageHeadProps) {
  const config = useSiteConfig();
  const fullTitle = `${title} | ${config.productName}`;
  const url = new URL(path, config.siteUrl).href;
  const imageUrl = new URL(image.url, config.siteUrl).href;
  const structuredData = [organizationJsonLd(config), ...jsonLd];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={config.productName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={image.alt} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }} />
    </>
  );
}

// "</script>" inside a string would end the tag early; escaping "<" keeps the JSON intact.
function serializeJsonLd(data: unknown) {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
