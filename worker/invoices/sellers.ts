import type { InvoiceDocument } from '../../client/backoffice/documents/invoice-document';
import { MARKETS, type MarketCode } from '../../locales/markets';
import { pricesIncludeTax } from '../../locales/vat-rates';
import type { ShopSettings } from '../settings';

/**
 * Who issues the shop's invoices. Each seller numbers its documents in a sequence of its own
 * (invoices.seller); today one company sells in every market, from the COMPANY_* settings. A
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
 */
export function sellerDetails(settings: ShopSettings, market: MarketCode): InvoiceDocument['seller'] {
  const vatMarket = pricesIncludeTax(market) && market !== 'jp' && market !== 'au';
  return {
    name: settings.COMPANY_NAME,
    address: settings.COMPANY_ADDRESS,
    phone: settings.COMPANY_PHONE,
    register: settings.COMPANY_REGISTER,
    vatId: vatMarket ? (market === 'gb' && settings.COMPANY_UK_VAT_ID) || settings.COMPANY_VAT_ID : '',
    jpRegistration: market === 'jp' ? settings.COMPANY_JP_REGISTRATION : '',
    abn: MARKETS[market].country === 'AU' ? settings.COMPANY_ABN : '',
  };
}
