import type { ContentSummary } from '../../client/contract/payloads';
import { formatMoney } from '../../client/money';
import type { ContentKind } from '../../db/queries/content';
import type { Market } from '../../locales/markets';
import type { CompanyDetails } from '../company';
import { type ContentTokens, fillPlain } from './markdown';

/**
 * What content texts may name: the market's help address, free-shipping threshold and shipping
 * rate, and the seller's details from the configuration (legal pages).
 */
export function contentTokens(market: Market, company: CompanyDetails): ContentTokens {
  const money = (amount: number) => formatMoney(amount, market.currency, market.locale);
  return {
    email: market.helpEmail,
    threshold: money(market.freeShippingThreshold),
    shipping: money(market.standardShipping),
    ...Object.fromEntries(Object.entries(company).map(([key, value]) => [`company.${key}`, value])),
  };
}

/** Summaries of documents for lists, their tokens filled in. */
export const contentSummaries = (rows: ContentSummary[], market: Market, company: CompanyDetails): ContentSummary[] =>
  rows.map((row) => ({ ...row, kind: row.kind as ContentKind, summary: fillPlain(row.summary, contentTokens(market, company)) }));
