import type { Currency, MarketCode } from '../../../locales/markets';

/**
 * What the operator API answers about orders (worker/api/admin/order-list.ts, orders.ts and
 * order-activity.ts make them; the back office's pages read them). Types only, here so the
 * browser can import them. Times are milliseconds since the epoch; money an integer in the minor
 * units of the currency beside it.
 */

export type OrderStatus = 'authorized' | 'paid' | 'fulfilled' | 'failed' | 'cancelled' | 'refunded' | 'disputed';

/** `GET /admin/api/orders?q=&market=&status=&from=&to=&cursor=&limit=` */
export interface OrderListPage {
  orders: OrderListRow[];
  /** The `cursor` of the next page; null on the last one. */
  next: string | null;
}

export interface OrderListRow {
  /** The internal id (the API's paths take it or the number). */
  id: string;
  /** The short number shoppers and staff read (#10042); null only for an order without one. */
  number: number | null;
  placedAt: number;
  market: MarketCode;
  status: OrderStatus;
  /** As the country writes it: "Ada Walker", "山田 花子". */
  customerName: string;
  /** The e-mail as the shopper typed it (`contact` too, for the command line). */
  email: string | null;
  contact: string | null;
  total: number;
  currency: Currency;
  pairs: number;
}

/**
 * One thing that happened to an order, in `GET /admin/api/orders/{id or number}`'s `timeline`,
 * oldest first; entries of the same millisecond in the order of this union.
 */
export type TimelineEntry =
  /** A status change (order_events, written by a trigger). */
  | { type: 'status'; at: number; from: string | null; to: string }
  /** The payment authorised at checkout, as the provider answered. */
  | { type: 'payment'; at: number; gateway: string; reference: string; amount: number; currency: string; status: string }
  /** What the provider told the shop about that payment afterwards (a webhook: refund, dispute, …). */
  | { type: 'payment-event'; at: number; provider: string; event: string; id: string }
  /** Money given back: `status` 'pending' while the provider is asked, then 'done'. */
  | {
      type: 'refund';
      at: number;
      id: string;
      amount: number;
      currency: string;
      lines: { variantSku: string; quantity: number }[];
      restocked: boolean;
      status: string;
    }
  /** An e-mail to the shopper (mail_outbox); `occasion` 'resend:{n}' for one sent again. */
  | {
      type: 'mail';
      at: number;
      id: string;
      kind: string;
      occasion: string;
      recipient: string;
      status: 'pending' | 'sent' | 'dead';
      attempts: number;
      sentAt: number | null;
      lastError: string | null;
    }
  /** An SMS to the shopper (sms_outbox: a confirmation to a mobile number alone, decision 037); 'sending' while a try is out. */
  | {
      type: 'sms';
      at: number;
      id: string;
      kind: string;
      recipient: string;
      status: 'pending' | 'sending' | 'sent' | 'dead';
      attempts: number;
      sentAt: number | null;
      lastError: string | null;
    }
  /** A staff member's note. */
  | { type: 'note'; at: number; id: string; actor: string; body: string }
  /** An operator action from the audit (fulfil, cancel, refund, resend, …) with its parameters. */
  | { type: 'audit'; at: number; actor: string; action: string; details: unknown };

/** `POST /admin/api/orders/{id}/notes` {body} answers 201 with the note. */
export interface OrderNoteCreated {
  note: Extract<TimelineEntry, { type: 'note' }>;
}

/** `POST /admin/api/orders/{id}/sms/{smsId}/resend` answers 202 with the new SMS outbox row's id. */
export interface SmsResent {
  sms: string;
}

/** `POST /admin/api/orders/{id}/mail/{mailId}/resend` answers 202 with the new outbox row's id. */
export interface MailResent {
  mail: string;
}
