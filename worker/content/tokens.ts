import type { ContentSummary } from '../../client/contract/payloads';
import type { Translate } from '../../client/i18n';
import { formatMoney } from '../../client/money';
import type { ContentKind } from '../../db/queries/content';
import type { Market } from '../../locales/markets';
import { paymentMethodName } from '../../locales/payment-methods';
import { type CompanyDetails, companyTokens } from '../company';
import { importNotice } from '../delivery';
import { type ContentTokens, fillPlain } from './markdown';

/**
 * What content texts may name: the market's help address, free-shipping threshold and shipping
 * rate, the ways to pay it offers (a list in its language: 特定商取引法's 支払方法), the
 * seller's details and the privacy policy's recipients (legal pages), and what a buyer outside the EU may owe on import (terms; empty
 * in the EU).
 */
export function contentTokens(market: Market, company: CompanyDetails, t: Translate): ContentTokens {
  const money = (amount: number) => formatMoney(amount, market.currency, market.locale);
  const methods = market.paymentMethods.map((method) => paymentMethodName(method, t));
  return {
    email: market.helpEmail,
    threshold: money(market.freeShippingThreshold),
    shipping: money(market.standardShipping),
    paymentMethods: new Intl.ListFormat(market.locale, { type: 'conjunction' }).format(methods),
    importCharges: importNotice(market, t) ?? '',
    ...companyTokens(company, market),
  };
}

/** Summaries of documents for lists, their tokens filled in. */
export const contentSummaries = (rows: ContentSummary[], market: Market, company: CompanyDetails, t: Translate): ContentSummary[] =>
  rows.map((row) => ({ ...row, kind: row.kind as ContentKind, summary: fillPlain(row.summary, contentTokens(market, company, t)) }));
