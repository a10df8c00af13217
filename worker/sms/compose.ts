import { createTranslator } from '../../client/i18n';
import { formatMoney } from '../../client/money';
import { orderName } from '../../client/order-name';
import type { Database } from '../../db/client';
import { orderQuery } from '../../db/queries/orders';
import { type Currency, isMarketCode, MARKETS, type MarketCode } from '../../locales/markets';
import { getMessages } from '../messages';
import { orderLinkPath } from './order-link';

export interface SmsTextDeps {
  db: Database;
  kv: KVNamespace;
  /** The market's origin for links (its host in production). */
  origin: (code: MarketCode) => string;
  orderSecret: string;
}

/**
 * An order's confirmation by SMS in its market's language (decision 037): the order's number and
 * total, its link (the whole confirmation, worker/sms/order-link.ts), the terms' permanent link
 * and, where the market has one, the withdrawal form's. The words are the market's bundle
 * (mail.sms*), written in GSM-7 where the language allows it. Null when the order is gone.
 */
export async function composeSms(deps: SmsTextDeps, sms: { orderId: string; market: string }): Promise<string | null> {
  const market = MARKETS[isMarketCode(sms.market) ? sms.market : 'us'];
  const [messages, [order]] = await Promise.all([getMessages(deps.kv, market.code), orderQuery(deps.db, sms.orderId)]);
  if (!order) return null;
  const t = createTranslator(market.locale, messages);
  const origin = deps.origin(market.code);
  const text = t('mail.smsConfirmation', {
    shop: t('shop.name'),
    order: orderName(t, { id: order.id, number: order.number }),
    // Intl's no-break spaces are not GSM-7: one of them would make the whole text UCS-2 (70 characters a part).
    total: formatMoney(order.total, order.currency as Currency, market.locale).replace(/[\u00a0\u202f]/g, ' '),
    link: origin + (await orderLinkPath(deps.orderSecret, order.id)),
    terms: `${origin}/pages/terms`,
  });
  return market.legalPages.includes('withdrawal') ? `${text} ${t('mail.smsWithdrawal', { link: `${origin}/pages/withdrawal` })}` : text;
}
