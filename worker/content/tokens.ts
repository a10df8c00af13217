import { formatMoney } from '../../client/money';
import type { ContentSummary } from '../../client/payloads';
import type { ContentKind } from '../../db/queries/content';
import type { Market } from '../../locales/markets';
import { fillPlain } from './markdown';

/** What content texts may name: the market's help address and free-shipping threshold. */
export function contentTokens(market: Market) {
  return { email: market.helpEmail, threshold: formatMoney(market.freeShippingThreshold, market.currency, market.locale) };
}

/** Summaries of documents for lists, their tokens filled in. */
export const contentSummaries = (rows: ContentSummary[], market: Market): ContentSummary[] =>
  rows.map((row) => ({ ...row, kind: row.kind as ContentKind, summary: fillPlain(row.summary, contentTokens(market)) }));
