import type { Currency, MarketCode } from '../../../locales/markets';
import type { TaxKind, TaxPerRate } from '../../../locales/vat-rates';

/**
 * An invoice or credit note as it was issued (invoices.document, docs/decisions/030-invoices.md):
 * everything the printed document shows, so that printing it years later shows the same, whatever
 * became of the order, the catalog or the settings. Amounts are integers in minor units of
 * `currency`; a credit note's are negative (its quantities too: pairs given back). Rates are
 * thousandths of a percent (19000 = 19 %).
 */
export interface InvoiceDocument {
  version: 1;
  kind: 'invoice' | 'credit-note';
  /** As printed: the seller's prefix and the zero-padded number in its sequence (CS-000042). */
  number: string;
  market: MarketCode;
  /** BCP 47 tag the document is written in (the market's). */
  locale: string;
  currency: Currency;
  /** Dates as YYYY-MM-DD in the market's time zone. */
  issuedOn: string;
  /** When the goods went out (dispatch), or when the sale was paid for if not yet dispatched. */
  suppliedOn: string;
  order: { id: string; number: number | null; placedOn: string };
  /** A credit note: the invoice it corrects, and the refund it documents. */
  credits: { id: string; number: string; issuedOn: string } | null;
  refundId: string | null;
  seller: {
    name: string;
    /** One line, as the COMPANY_ADDRESS setting has it. */
    address: string;
    phone: string;
    register: string;
    /** The VAT number of the country's tax (EU markets: the seller's; UK: its UK number); '' elsewhere. */
    vatId: string;
    /** Japan: 適格請求書発行事業者登録番号, T and 13 digits; '' elsewhere. */
    jpRegistration: string;
    /** Australia: the ABN on a tax invoice; '' elsewhere. */
    abn: string;
  };
  buyer: {
    /** In the country's order (山田 花子, Kovács Anna). */
    name: string;
    /** The billing address as its country prints it, the name first, the country last. */
    addressLines: string[];
    email: string;
  };
  tax: {
    kind: TaxKind;
    /** Whether the prices on the document include the tax (everywhere but the US). */
    pricesIncludeTax: boolean;
    /** US: the state the sales tax was charged for. */
    region: string | null;
    /** Where the goods went (ISO 3166), whose rate applies. */
    country: string;
  };
  lines: InvoiceLine[];
  /** Per rate, ascending: net + tax = gross. */
  taxes: TaxPerRate[];
  totals: { net: number; tax: number; gross: number };
}

export interface InvoiceLine {
  /** A pair of shoes, the shipping, or money given back beyond the pairs (shipping, goodwill). */
  kind: 'product' | 'shipping' | 'adjustment';
  /** The product's name in the market's language; '' for shipping and adjustments. */
  name: string;
  /** The variant's SKU. */
  sku: string;
  /** The colour key (colour.{key} in the market's bundle). */
  colour: string;
  /** The size as the market writes it (EU 42, UK 8, 26.5 cm). */
  size: string;
  quantity: number;
  /** Price of one, as charged: with the tax where prices include it, before it in the US. */
  unitPrice: number;
  /** What came off quantity × unit price: savings package and the share of the order discount. */
  discount: number;
  rate: number;
  net: number;
  tax: number;
  gross: number;
}
