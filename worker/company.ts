import { carriersIn, type Providers } from './seller/providers';
import type { SellerDetails } from './seller/rules';

/**
 * The seller's details the law puts on legal pages (imprint, withdrawal form, 特定商取引法に基づく
 * 表記, privacy policy, terms), as content tokens ({{company.name}} …): the back office's saved
 * details over the COMPANY_* settings (worker/seller/store.ts), and the recipients the privacy
 * policies name ({{providers.payment}} …, worker/seller/providers.ts). An empty value leaves its
 * line out of the page (worker/content/markdown.ts); worker/seller/rules.ts says which each
 * market requires.
 */
export interface CompanyDetails {
  name: string;
  address: string;
  representative: string;
  register: string;
  vatId: string;
  phone: string;
  /** Japan's 運営統括責任者. */
  operationsManager: string;
  /** Japan's お問い合わせ受付時間. */
  contactHours: string;
  /** A licensed trade's supervisory authority (the Impressum's; none for selling shoes). */
  supervisoryAuthority: string;
  /** France's médiateur de la consommation, named on the French terms. */
  consumerMediator: string;
  /** The UK VAT number (the EU one when the seller has no own UK one, as on UK invoices). */
  ukVatId: string;
  abn: string;
  providers: Providers;
}

export function companyDetails(seller: SellerDetails, providers: Providers): CompanyDetails {
  return {
    name: seller.name,
    address: seller.address,
    representative: seller.representative,
    register: seller.register,
    vatId: seller.vatId,
    phone: seller.phone,
    operationsManager: seller.operationsManager,
    contactHours: seller.contactHours,
    supervisoryAuthority: seller.supervisoryAuthority,
    consumerMediator: seller.consumerMediator,
    ukVatId: seller.ukVatId || seller.vatId,
    abn: seller.abn,
    providers,
  };
}

/** The legal pages' tokens of the seller and the recipients, in `market` (its carriers, in its language's list). */
export function companyTokens(company: CompanyDetails, market: { code: Parameters<typeof carriersIn>[1]; locale: string }) {
  const { providers, ...seller } = company;
  return {
    ...Object.fromEntries(Object.entries(seller).map(([key, value]) => [`company.${key}`, value])),
    'providers.payment': providers.payment,
    'providers.mail': providers.mail,
    'providers.hosting': providers.hosting,
    'providers.sms': providers.sms,
    'providers.carriers': new Intl.ListFormat(market.locale, { type: 'conjunction' }).format(carriersIn(providers, market.code)),
  };
}
