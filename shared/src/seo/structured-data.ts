import type { Article, Organization, Product, WithContext } from 'schema-dts';
import type { ArticleMeta } from '../content/articles';
import type { SiteConfig } from '../site-config/site-config';
import { RASTER_LOGO } from './raster-logo.js';

// Each builder returns a schema.org type from schema-dts: a property schema.org does not define on it fails the typecheck.

/** schema.org Organization, on every page. */
export function organizationJsonLd(config: SiteConfig): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: config.productName,
    url: config.siteUrl,
    logo: new URL(RASTER_LOGO.path, config.siteUrl).href,
    email: config.email,
    telephone: config.phone,
    sameAs: [config.social.x, config.social.instagram, config.social.linkedin],
  };
}

/** The site's organization, as the author or publisher of a page. */
function organizationReference(config: SiteConfig): Organization {
  return { '@type': 'Organization', name: config.productName, url: config.siteUrl };
}

/** schema.org Article, for the article pages. */
export function articleJsonLd(
  config: SiteConfig,
  article: Pick<ArticleMeta, 'title' | 'description' | 'path' | 'imageUrl' | 'datePublished' | 'dateModified'>,
): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: new URL(article.path, config.siteUrl).href,
    image: new URL(article.imageUrl, config.siteUrl).href,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: organizationReference(config),
    publisher: organizationReference(config),
    mainEntityOfPage: new URL(article.path, config.siteUrl).href,
  };
}

/** A plan as a subscription: what one charge costs, and how often it is made. */
export interface SubscriptionOfferInput {
  /** The plan and its billing, e.g. "Pro, billed annually". */
  name: string;
  /** One charge, in US dollars. */
  price: number;
  /** The charge recurs every month or every year, until cancelled. */
  interval: 'month' | 'year';
}

/** schema.org gives a unit as a UN/CEFACT Common Code: MON is a month, ANN a year. */
const UNIT_CODE_OF_INTERVAL = { month: 'MON', year: 'ANN' } as const;

/**
 * schema.org Product with one Offer per plan and billing period, for the pricing page. A bare Offer price reads as a
 * one-time price; a subscription's is a UnitPriceSpecification, the price per one billing period (referenceQuantity).
 */
export function productJsonLd(config: SiteConfig, offers: readonly SubscriptionOfferInput[]): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${config.productName} AI voice agents`,
    description: 'No-code AI phone agents that qualify leads, book appointments and answer support calls around the clock.',
    brand: { '@type': 'Brand', name: config.productName },
    offers: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      url: new URL('/pricing', config.siteUrl).href,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceComponentType: 'https://schema.org/Subscription',
        price: offer.price,
        priceCurrency: 'USD',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODE_OF_INTERVAL[offer.interval] },
      },
    })),
  };
}
