import type { InvoiceDocument } from '../../client/backoffice/documents/invoice-document';
import { MARKETS, type MarketCode } from '../../locales/markets';
import { pricesIncludeTax } from '../../locales/vat-rates';
import { detailsFromSettings, type SellerDetails } from '../seller/rules';
import { australianBusinessNumber, jpRegistration, type ShopSettings } from '../settings';

/**
 * Who issues the shop's invoices. Each seller numbers its documents in a sequence of its own
 * (invoices.seller); today one company sells in every market, with the details the back office saved over the
 * COMPANY_* settings. A
 * second company (a Japanese subsidiary, say) would be a second key here and its settings.
 */
export interface Seller {
  key: string;
  /** Before the zero-padded number: CS-000042. */
  prefix: string;
  digits: number;
}

export const MAIN_SELLER: Seller['key'] = 'main';

export function sellerOf(settings: ShopSettings, _market: MarketCode): Seller {
  return { key: MAIN_SELLER, prefix: settings.INVOICE_PREFIX, digits: 6 };
}

/**
 * The seller as a market's invoice names it: the identifier that market's tax asks for and no
 * other (an EU VAT number means nothing on a Japanese invoice): the VAT number in the EU, the UK
 * VAT number in the UK, the qualified-invoice registration in Japan, the ABN in Australia.
 * `source`: the details in force (worker/seller/store.ts), or settings alone. A malformed
 * identifier is left off, never printed wrong (the back office and deploy refuse it anyway).
 */
export function sellerDetails(source: ShopSettings | SellerDetails, market: MarketCode): InvoiceDocument['seller'] {
  const seller = 'COMPANY_NAME' in source ? detailsFromSettings(source) : source;
  const vatMarket = pricesIncludeTax(market) && market !== 'jp' && market !== 'au';
  return {
    name: seller.name,
    address: seller.address,
    phone: seller.phone,
    register: seller.register,
    vatId: vatMarket ? (market === 'gb' && seller.ukVatId) || seller.vatId : '',
    jpRegistration: market === 'jp' ? (jpRegistration(seller.jpRegistration) ?? '') : '',
    abn: MARKETS[market].country === 'AU' ? (australianBusinessNumber(seller.abn) ?? '') : '',
  };
}
