import type { InvoiceDocument, InvoiceLine } from '../../client/backoffice/documents/invoice-document';
import type { OrderAddress } from '../../client/contract/pages/success';
import { personName } from '../../locales/addresses';
import { type Currency, isMarketCode, MARKETS, type MarketCode } from '../../locales/markets';
import { sizeLabel } from '../../locales/sizes';
import {
  orderTaxBreakdown,
  refundTaxBreakdown,
  type TaxableOrder,
  type TaxableRefund,
  type TaxBreakdown,
  type TaxedItem,
} from '../../locales/vat-rates';
import { addressLines } from '../address-layout';

/**
 * Invoice and credit note documents from an order as D1 keeps it: pure, so what an issued
 * document says is decided here and tested without a database (worker/invoices/issue.ts writes).
 */

export interface SourceOrder {
  id: string;
  market: string;
  currency: string;
  status: string;
  number: number | null;
  placedAt: number;
  contact: string | null;
  shippingAddress: string | null;
  billingAddress: string | null;
  discount: number | null;
  shipping: number | null;
  tax: number;
  taxRegion: string | null;
  total: number;
}

export interface SourceLine {
  productSku: string;
  variantSku: string;
  title: string;
  sizeChart: string;
  size: string;
  colour: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  tax: number;
}

export interface SourceRefund {
  id: string;
  amount: number;
  /** order_refunds.lines: JSON [{ variantSku, quantity, … }]. */
  lines: string;
  createdAt: number;
}

export interface InvoiceSource {
  order: SourceOrder;
  lines: SourceLine[];
  events: { to: string; at: number }[];
}

/** A day as its market's calendar has it: YYYY-MM-DD in the market's time zone. */
export function marketDay(at: number, market: MarketCode): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKETS[market].timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const parseAddress = (json: string | null) => {
  try {
    return JSON.parse(json ?? '{}') as Partial<OrderAddress>;
  } catch {
    return {};
  }
};

export function marketOf(order: Pick<SourceOrder, 'market'>): MarketCode {
  if (!isMarketCode(order.market)) throw new Error(`order of an unknown market: ${order.market}`);
  return order.market;
}

/** The order as the tax module reads it: its VAT is the rate of the country the goods went to. */
export function taxableOrder(source: InvoiceSource): TaxableOrder {
  const { order } = source;
  return {
    market: marketOf(order),
    lines: source.lines.map((l) => ({ lineTotal: l.lineTotal, quantity: l.quantity, tax: l.tax })),
    discount: order.discount,
    shipping: order.shipping,
    tax: order.tax,
    taxRegion: order.taxRegion,
    total: order.total,
    country: parseAddress(order.shippingAddress).country || null,
  };
}

/**
 * Was the order ever paid: captured money is what makes an invoice due. Its history says so; an
 * order older than the history is paid by its status (anything but waiting, failed or cancelled).
 */
export const wasPaid = (source: InvoiceSource) =>
  source.events.some((e) => e.to === 'paid') || !['authorized', 'failed', 'cancelled'].includes(source.order.status);

/** The day the goods went out, or else the day the sale was paid for. */
function suppliedAt(source: InvoiceSource): number {
  const at = (status: string) => source.events.find((e) => e.to === status)?.at;
  return at('fulfilled') ?? at('paid') ?? source.order.placedAt;
}

function buyerOf(order: SourceOrder, market: MarketCode): InvoiceDocument['buyer'] {
  const billing = parseAddress(order.billingAddress);
  const address = billing.country ? billing : parseAddress(order.shippingAddress);
  if (!address.country) return { name: '', addressLines: [], email: order.contact ?? '' };
  const postal = {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    address: address.address ?? '',
    city: address.city ?? '',
    state: address.state,
    postalCode: address.postalCode ?? '',
    country: address.country,
  };
  return { name: personName(postal), addressLines: addressLines(postal, MARKETS[market].locale), email: order.contact ?? '' };
}

/** The document's lines from the breakdown's items; `sign` -1 for a credit note (quantities and amounts). */
function documentLines(source: InvoiceSource, breakdown: TaxBreakdown, sign: 1 | -1): InvoiceLine[] {
  const market = breakdown.market;
  return breakdown.items.map((item: TaxedItem) => {
    const line = item.kind === 'line' && item.line !== undefined ? source.lines[item.line] : undefined;
    // What the line's price is written in: with the tax where prices include it, before it in the US.
    const charged = breakdown.pricesIncludeTax ? item.gross : item.net;
    if (!line) {
      return {
        kind: item.kind === 'shipping' ? 'shipping' : 'adjustment',
        name: '',
        sku: '',
        colour: '',
        size: '',
        quantity: sign,
        unitPrice: charged,
        discount: 0,
        rate: item.rate,
        net: sign * item.net,
        tax: sign * item.tax,
        gross: sign * item.gross,
      };
    }
    const quantity = item.quantity ?? line.quantity;
    return {
      kind: 'product',
      name: line.title,
      sku: line.variantSku,
      colour: line.colour,
      size: sizeLabel(MARKETS[market], line.sizeChart, line.size),
      quantity: sign * quantity,
      unitPrice: line.unitPrice,
      discount: sign * (line.unitPrice * quantity - charged),
      rate: item.rate,
      net: sign * item.net,
      tax: sign * item.tax,
      gross: sign * item.gross,
    };
  });
}

export interface Issuer {
  seller: InvoiceDocument['seller'];
  now: number;
}

/** The invoice of a paid order (its number is set as it is inserted). */
export function invoiceDocument(source: InvoiceSource, issuer: Issuer): InvoiceDocument {
  const { order } = source;
  const market = marketOf(order);
  const breakdown = orderTaxBreakdown(taxableOrder(source));
  return {
    version: 1,
    kind: 'invoice',
    number: '',
    market,
    locale: MARKETS[market].locale,
    currency: order.currency as Currency,
    issuedOn: marketDay(issuer.now, market),
    suppliedOn: marketDay(suppliedAt(source), market),
    order: { id: order.id, number: order.number, placedOn: marketDay(order.placedAt, market) },
    credits: null,
    refundId: null,
    seller: issuer.seller,
    buyer: buyerOf(order, market),
    tax: taxOf(breakdown, source),
    lines: documentLines(source, breakdown, 1),
    taxes: breakdown.rates,
    totals: { net: breakdown.net, tax: breakdown.tax, gross: breakdown.gross },
  };
}

const taxOf = (breakdown: TaxBreakdown, source: InvoiceSource): InvoiceDocument['tax'] => ({
  kind: breakdown.kind,
  pricesIncludeTax: breakdown.pricesIncludeTax,
  region: breakdown.region,
  country: taxableOrder(source).country || MARKETS[breakdown.market].country,
});

/** A refund's pairs as indexes into the order's lines; entries that name no line are left out (their money stays in the amount). */
export function refundOf(source: InvoiceSource, refund: Pick<SourceRefund, 'amount' | 'lines'>): TaxableRefund {
  let listed: unknown;
  try {
    listed = JSON.parse(refund.lines);
  } catch {
    listed = [];
  }
  const lines = (Array.isArray(listed) ? listed : []).flatMap((entry: { variantSku?: unknown; quantity?: unknown }) => {
    const line = source.lines.findIndex((l) => l.variantSku === entry?.variantSku);
    const pairs = Number(entry?.quantity);
    return line >= 0 && Number.isInteger(pairs) && pairs > 0 ? [{ line, pairs }] : [];
  });
  return { amount: refund.amount, lines };
}

/** What is left of an order's pairs once `refunds` gave some back: a cancellation credits them all. */
export function pairsLeft(source: InvoiceSource, refunds: readonly Pick<SourceRefund, 'amount' | 'lines'>[]): TaxableRefund['lines'] {
  const given = source.lines.map(() => 0);
  for (const refund of refunds) for (const { line, pairs } of refundOf(source, refund).lines) given[line] += pairs;
  return source.lines.flatMap((l, line) => (l.quantity > given[line] ? [{ line, pairs: l.quantity - given[line] }] : []));
}

/**
 * The credit note of money given back: the refunded pairs and amount with their tax per rate,
 * all negative, correcting `invoice` (whose buyer it keeps: a correction goes to the addressee
 * of what it corrects).
 */
export function creditNoteDocument(
  source: InvoiceSource,
  invoice: InvoiceDocument & { id: string },
  refund: { id: string } & TaxableRefund,
  issuer: Issuer,
): InvoiceDocument {
  const market = marketOf(source.order);
  const breakdown = refundTaxBreakdown(taxableOrder(source), refund);
  const negative = (r: { net: number; tax: number; gross: number }) => ({ net: -r.net, tax: -r.tax, gross: -r.gross });
  return {
    ...invoiceDocument(source, issuer),
    kind: 'credit-note',
    issuedOn: marketDay(issuer.now, market),
    credits: { id: invoice.id, number: invoice.number, issuedOn: invoice.issuedOn },
    refundId: refund.id,
    buyer: invoice.buyer,
    lines: documentLines(source, breakdown, -1),
    taxes: breakdown.rates.map((r) => ({ rate: r.rate, ...negative(r) })),
    totals: negative(breakdown),
  };
}
