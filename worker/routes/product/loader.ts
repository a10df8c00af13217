import { sized } from '../../../client/contract/image-sizes';
import { ALL_REVIEWS_PARAM, type Badge, type ProductData, REVIEWS_PER_PAGE } from '../../../client/contract/pages/product';
import { href } from '../../../client/contract/routes';
import { swatchOf } from '../../../locales/colours';
import { LANGUAGES, marketsOfProduct } from '../../../locales/markets';
import { paymentMethodName } from '../../../locales/payment-methods';
import { chartSizes, sizeLabel } from '../../../locales/sizes';
import { byWidth, STANDARD_WIDTH } from '../../../locales/widths';
import { parseMarkdown } from '../../content/markdown';
import { deliveryWindow, importNotice } from '../../delivery';
import { notFound } from '../../errors';
import { pageLinks } from '../../links';
import { packagePrice } from '../../pricing';
import { productCard } from '../../product-card';
import { breadcrumbJsonLd, productJsonLd } from '../../structured-data';
import { readQuery } from '../query-param';
import type { Loader } from '../types';
import { productParams } from './query';
import { productPageReads } from './reads';

/** Each colour's swatch: its row, the palette's, or null. */
function swatchesOf(colours: string[], rows: { name: string; hex: string }[]): Record<string, string | null> {
  const own = Object.fromEntries(rows.map((r) => [r.name, r.hex]));
  return Object.fromEntries(colours.filter(Boolean).map((colour) => [colour, swatchOf(colour, own)]));
}

export const productLoader: Loader<'product'> = async (ctx, { sku }) => {
  const { db, market, t, url, origin, now } = ctx;
  const query = readQuery(productParams, url.searchParams);
  const reviewPages = query.reviews ?? 1;
  const allReviews = query[ALL_REVIEWS_PARAM] ?? false;
  const since = now.getTime() - ctx.soldWindowHours * 3_600_000;
  const [[product], images, made, packages, reviews, [own], [sold], related, [collection], swatchRows] = await db.batch(
    productPageReads(db, { market, sku, reviewPages, allReviews, since }),
  );
  if (!product) throw notFound();
  // The sizes of the chart this market's shoppers are not offered (Japan's women's run ends at 25.5 cm).
  const run = chartSizes(product.sizeChartKind, market.code);
  const notHere = new Set(
    chartSizes(product.sizeChartKind)
      .filter((r) => !run.includes(r))
      .map((r) => r.eu),
  );
  const variants = made.filter((v) => !notHere.has(v.size));
  const widths = [...new Set(variants.map((v) => v.width))].sort(byWidth);

  const unique = (values: string[]) => [...new Set(values)];
  const requested = query.variant;
  const path = href('product', { sku });
  const shown = reviewPages * REVIEWS_PER_PAGE;
  const breadcrumbs = [
    { name: t('header.home'), href: '/' },
    ...(collection ? [{ name: collection.title, href: href('collection', { id: collection.id }) }] : []),
    { name: product.title, href: path },
  ];
  const { seoTitle, seoDescription, description, languages, markets, ...fields } = product;
  const data: ProductData = {
    ...fields,
    description: parseMarkdown(description),
    // The shopper's language's alternative text, else the image's own, else (in the page) the title's.
    images: images.map(({ alts, alt, ...image }) => ({
      ...sized(image),
      alt: (JSON.parse(alts) as Record<string, string>)[market.language] ?? alt,
    })),
    sizes: unique(variants.map((v) => v.size)),
    colours: unique(variants.map((v) => v.colour)),
    swatches: swatchesOf(
      variants.map((v) => v.colour),
      swatchRows,
    ),
    variants,
    selectedVariant: variants.some((v) => v.sku === requested) ? requested : null,
    formError: query.error,
    packages: packages.map((p) => ({
      quantity: p.quantity,
      percentOff: p.percentOff,
      badge: p.badge as Badge | null,
      ...packagePrice(product.price, p.quantity, p.percentOff),
    })),
    delivery: deliveryWindow(market.timeZone, market.shippingDays, now),
    importNotice: importNotice(market, t),
    soldRecently: sold && sold.quantity > 0 ? { count: sold.quantity, hours: ctx.soldWindowHours } : null,
    paymentMethods: market.paymentMethods.map((method) => paymentMethodName(method, ctx.t)),
    reviews: {
      items: reviews.slice(0, shown),
      hasMore: reviews.length > shown,
      all: allReviews,
      own: { count: own?.count ?? 0, rating: own?.rating ?? null },
      languageNames: Object.fromEntries(LANGUAGES.map((code) => [code, t(`languageNames.${code}`)])),
    },
    sizeNames: Object.fromEntries(variants.map((v) => [v.size, v.size ? sizeLabel(market, product.sizeChartKind, v.size) : ''])),
    widths: widths.length === 1 && widths[0] === STANDARD_WIDTH ? [] : widths.map((width) => ({ width, name: t(`width.${width}`) })),
    sizeChart: run,
    related: related.map(productCard),
    breadcrumbs,
    url: origin(market.code) + path,
  };
  const home = origin(market.code);
  return {
    data,
    head: {
      title: seoTitle ?? `${product.title} – ${t('shop.name')}`,
      description: seoDescription ?? product.summary,
      ...pageLinks(origin, market.code, path, marketsOfProduct(languages, markets)),
      // A product without pictures names none (og:image, structured data) rather than a placeholder.
      image: images[0] ? home + images[0].src : undefined,
      type: 'product',
      jsonLd: [productJsonLd(data, market, home), breadcrumbJsonLd(breadcrumbs, home)],
    },
  };
};
