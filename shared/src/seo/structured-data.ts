import type { Article, Organization, Product, WithContext } from 'schema-dts';
import type { SiteConfig } from '../site-config/site-config';

// Each builder returns a schema.org type from schema-dts: a property schema.org does not define on it fails the typecheck.

/** schema.org Organization, on every page. */
export function organizationJsonLd(config: SiteConfig): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.productName,
    url: config.siteUrl,
    logo: new URL('/favicon.svg', config.siteUrl).href,
    email: config.email,
    telephone: config.phone,
    sameAs: [config.social.x, config.social.instagram, config.social.linkedin],
  };
}

/** schema.org Article, for the article pages. */
export function articleJsonLd(
  config: SiteConfig,
  article: { title: string; description: string; path: string; imageUrl: string },
): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: new URL(article.path, config.siteUrl).href,
    image: new URL(article.imageUrl, config.siteUrl).href,
    author: { '@type': 'Organization', name: config.productName },
    publisher: { '@type': 'Organization', name: config.productName },
    mainEntityOfPage: new URL(article.path, config.siteUrl).href,
  };
}

export interface OfferInput {
  name: string;
  /** Monthly price in US dollars. */
  price: number;
}

/** schema.org Product with one Offer per plan, for the pricing page. */
export function productJsonLd(config: SiteConfig, offers: OfferInput[]): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${config.productName} AI voice agents`,
    description: 'No-code AI phone agents that qualify leads, book appointments and answer support calls around the clock.',
    brand: { '@type': 'Brand', name: config.productName },
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: 'USD',
      url: new URL('/pricing', config.siteUrl).href,
      availability: 'https://schema.org/InStock',
    })),
  };
}
