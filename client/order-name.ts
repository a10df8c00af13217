import type { Translate } from './i18n';

/**
 * An order as shoppers read it (confirmation page, e-mails): its short number in the market's
 * words (`success.orderNumber`: "#10042", "Nr. 10042", "注文番号" takes the bare number). The long id
 * stays in addresses and links only; an order from before numbers existed is named by it.
 */
export function orderName(t: Translate, order: { id: string; number: number | null }): string {
  return order.number === null ? order.id : t('success.orderNumber', { number: String(order.number) });
}
