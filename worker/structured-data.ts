import type { ProductData } from '../client/contract/pages/product';
import type { Breadcrumb } from '../client/contract/payloads';
import { CURRENCY_DIGITS, type Market } from '../locales/markets';

/** schema.org JSON-LD for search engines: plain objects, serialised by the document. */

const amount = (minor: number, market: Market) =>
  (minor / 10 ** CURRENCY_DIGITS[market.currency]).toFixed(CURRENCY_DIGITS[market.currency]);

export function productJsonLd(product: ProductData, market: Market, origin: string): object {
  const inStock = product.variants.some((v) => v.stock > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: product.sku,
    name: product.title,
    description: product.summary,
    image: product.images.length > 0 ? product.images.map((image) => origin + image.src) : undefined,
    offers: {
      '@type': 'Offer',
      url: product.url,
      priceCurrency: market.currency,
      price: amount(product.price, market),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating !== null && product.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(breadcrumbs: Breadcrumb[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: origin + crumb.href,
    })),
  };
}
