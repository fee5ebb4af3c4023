import type { APIRequestContext } from '@playwright/test';
import { expect, SITE_PATHS, test } from '../support/site-test';
import { schemaOrgErrors, servedJsonLd, type JsonLdEntity } from '../support/structured-data';

// The JSON-LD of every page as served, checked as search engines read it: against schema.org's types, and for what
// Google asks of an Organization, a Product sold by subscription and an Article.

async function jsonLdOfEveryPage(request: APIRequestContext) {
  const pages: { path: string; entities: JsonLdEntity[] }[] = [];
  for (const path of SITE_PATHS) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    pages.push({ path, entities: servedJsonLd(await response.text()) });
  }
  return pages;
}

const ofType = (entities: JsonLdEntity[], type: string) => entities.filter((entity) => entity['@type'] === type);

/** An ISO 8601 date (YYYY-MM-DD), optionally with a time and offset. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/;

test('every page’s JSON-LD uses schema.org’s types and properties as schema.org defines them', async ({ request }) => {
  const pages = await jsonLdOfEveryPage(request);
  const entities = pages.flatMap(({ path, entities }) =>
    entities.map((entity) => ({ label: `${path} ${String(entity['@type'])}`, entity })),
  );
  expect(entities.length).toBeGreaterThanOrEqual(SITE_PATHS.length);
  expect(schemaOrgErrors(entities)).toEqual([]);
});

test('the schema.org check itself refuses a misspelt property, an unknown type and a value outside its enumeration', () => {
  const errors = schemaOrgErrors([
    { label: 'misspelt', entity: { '@context': 'https://schema.org', '@type': 'Organization', name: 'x', logoo: 'y' } },
    { label: 'unknown', entity: { '@context': 'https://schema.org', '@type': 'Subscriptionplan', name: 'x' } },
    { label: 'enumeration', entity: { '@context': 'https://schema.org', '@type': 'Offer', availability: 'https://schema.org/Instock' } },
    { label: 'valid', entity: { '@context': 'https://schema.org', '@type': 'Offer', availability: 'https://schema.org/InStock' } },
  ]);
  expect(errors.map((error) => error.split(':')[0])).toEqual(['misspelt', 'unknown', 'enumeration']);
});

test('the Organization’s logo is a raster image of at least 112×112 px', async ({ request }) => {
  const pages = await jsonLdOfEveryPage(request);
  const logos = new Set(pages.flatMap(({ entities }) => ofType(entities, 'Organization').map((organization) => organization.logo)));
  expect(logos.size, 'one logo on every page').toBe(1);
  const [logo] = [...logos];
  expect(typeof logo).toBe('string');
  // Named on the production origin; this deployment serves the same file.
  const response = await request.get(new URL(logo as string).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)]; // the IHDR chunk's first fields
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(112);
});

test('/pricing sells each plan as a subscription: a price per month or per year, never a bare price', async ({ request }) => {
  const response = await request.get('/pricing');
  const [product] = ofType(servedJsonLd(await response.text()), 'Product');
  const offers = (product?.offers ?? []) as JsonLdEntity[];
  expect(offers.length).toBeGreaterThan(0);
  const periods = new Set<unknown>();
  for (const offer of offers) {
    expect(offer, String(offer.name)).not.toHaveProperty('price');
    expect(offer.priceSpecification, String(offer.name)).toMatchObject({
      '@type': 'UnitPriceSpecification',
      priceComponentType: 'https://schema.org/Subscription',
      priceCurrency: 'USD',
      price: expect.any(Number),
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: expect.stringMatching(/^(MON|ANN)$/) },
    });
    const { price, referenceQuantity } = offer.priceSpecification as { price: number; referenceQuantity: { unitCode: string } };
    expect(price).toBeGreaterThan(0);
    periods.add(referenceQuantity.unitCode);
  }
  expect([...periods].sort(), 'monthly and annual billing').toEqual(['ANN', 'MON']);
});

test('each article says when it was published and last changed, and who wrote it, with a link', async ({ request }) => {
  const pages = await jsonLdOfEveryPage(request);
  const articles = pages.flatMap(({ path, entities }) => ofType(entities, 'Article').map((article) => ({ path, article })));
  expect(articles.length).toBeGreaterThanOrEqual(4);
  for (const { path, article } of articles) {
    expect(article.datePublished, path).toMatch(ISO_DATE);
    expect(article.dateModified, path).toMatch(ISO_DATE);
    expect(Date.parse(article.dateModified as string), path).toBeGreaterThanOrEqual(Date.parse(article.datePublished as string));
    expect(article.author, path).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https:\/\//) });
  }
});
