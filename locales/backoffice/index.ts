import type { Messages } from '../../client/contract/payloads';
import deAlerts from './de/alerts.json';
import deContent from './de/content.json';
import deCore from './de/core.json';
import deCustomers from './de/customers.json';
import deDashboard from './de/dashboard.json';
import deDiscounts from './de/discounts.json';
import deFulfil from './de/fulfil.json';
import deImages from './de/images.json';
import deInvoices from './de/invoices.json';
import dePrices from './de/prices.json';
import deProducts from './de/products.json';
import deReports from './de/reports.json';
import deReportsPage from './de/reports-page.json';
import deReviews from './de/reviews.json';
import deSeller from './de/seller.json';
import deVariants from './de/variants.json';
import enAlerts from './en/alerts.json';
import enContent from './en/content.json';
import enCore from './en/core.json';
import enCustomers from './en/customers.json';
import enDashboard from './en/dashboard.json';
import enDiscounts from './en/discounts.json';
import enFulfil from './en/fulfil.json';
import enImages from './en/images.json';
import enInvoices from './en/invoices.json';
import enPrices from './en/prices.json';
import enProducts from './en/products.json';
import enReports from './en/reports.json';
import enReportsPage from './en/reports-page.json';
import enReviews from './en/reviews.json';
import enSeller from './en/seller.json';
import enVariants from './en/variants.json';

/**
 * The back office's texts, English and German: one file per area and language (an area's keys
 * are flat, "orders.list.title"), merged here into one nested bundle per language as the shop's
 * bundles are, so the same translator (client/i18n.ts) reads them. They ship inside the worker:
 * only staff read them, and no shopper's bundle grows by a byte (decision 028).
 */
export const STAFF_LANGUAGES = ['en', 'de'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
export const STAFF_LOCALES: Record<StaffLanguage, string> = { en: 'en-GB', de: 'de-DE' };

export const isStaffLanguage = (value: unknown): value is StaffLanguage => STAFF_LANGUAGES.includes(value as StaffLanguage);

type Flat = Record<string, string | Record<string, string>>;

const AREAS: Record<StaffLanguage, Flat[]> = {
  en: [
    enCore,
    enDiscounts,
    enAlerts,
    enCustomers,
    enDashboard,
    enFulfil,
    enInvoices,
    enReports,
    enReportsPage,
    enContent,
    enReviews,
    enProducts,
    enVariants,
    enImages,
    enPrices,
    enSeller,
  ],
  de: [
    deCore,
    deDiscounts,
    deAlerts,
    deCustomers,
    deDashboard,
    deFulfil,
    deInvoices,
    deReports,
    deReportsPage,
    deContent,
    deReviews,
    deProducts,
    deVariants,
    deImages,
    dePrices,
    deSeller,
  ],
};

/** "a.b.c": "x" becomes { a: { b: { c: "x" } } }; a plural form object stays one message. */
function nest(areas: Flat[]): Messages {
  const root: Record<string, unknown> = {};
  for (const area of areas)
    for (const [key, value] of Object.entries(area)) {
      const path = key.split('.');
      let node = root;
      for (const part of path.slice(0, -1)) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      node[path.at(-1) as string] = value;
    }
  return root as Messages;
}

export const STAFF_MESSAGES: Record<StaffLanguage, Messages> = { en: nest(AREAS.en), de: nest(AREAS.de) };

/** The flat keys of each language, for the test that both have the same. */
export const staffKeys = (language: StaffLanguage) => AREAS[language].flatMap((area) => Object.keys(area));
