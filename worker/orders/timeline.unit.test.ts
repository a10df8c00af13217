import { describe, expect, it } from 'vitest';
import { mergeTimeline, NOTE_ACTION, type TimelineSources } from './timeline';

const none: TimelineSources = {
  currency: 'EUR',
  statuses: [],
  payments: [],
  paymentEvents: [],
  refunds: [],
  mails: [],
  notes: [],
  audit: [],
};
const mail = {
  id: 'm1',
  kind: 'order-shipped',
  occasion: '',
  recipient: 'a@example.com',
  status: 'sent',
  attempts: 1,
  sentAt: 1_001,
  lastError: null,
};

describe('mergeTimeline', () => {
  it('orders by time; within a millisecond the change, the money, the e-mail, the note, the audit line', () => {
    const merged = mergeTimeline({
      ...none,
      audit: [{ actor: 'admin-token', action: 'orders.fulfil', details: '{"carrier":"DHL"}', at: 1_000 }],
      mails: [{ ...mail, at: 1_000 }],
      statuses: [
        { from: 'paid', to: 'fulfilled', at: 1_000 },
        { from: null, to: 'authorized', at: 10 },
        { from: 'authorized', to: 'paid', at: 10 },
      ],
      payments: [{ gateway: 'test', reference: 'r1', amount: 5_000, currency: 'EUR', status: 'captured', at: 10 }],
      refunds: [{ id: 'f1', amount: 1_250, lines: '[{"variantSku":"CMF-1-42","quantity":1}]', restocked: true, status: 'done', at: 2_000 }],
      paymentEvents: [{ id: 'evt_1', provider: 'stripe', event: 'charge.refunded', at: 2_000 }],
    });
    expect(merged.map((e) => [e.type, e.at])).toEqual([
      ['status', 10],
      ['status', 10],
      ['payment', 10],
      ['status', 1_000],
      ['mail', 1_000],
      ['audit', 1_000],
      ['payment-event', 2_000],
      ['refund', 2_000],
    ]);
    expect(merged.slice(0, 2).map((e) => e.type === 'status' && e.to)).toEqual(['authorized', 'paid']);
    expect(merged.find((e) => e.type === 'refund')).toMatchObject({ currency: 'EUR', lines: [{ variantSku: 'CMF-1-42', quantity: 1 }] });
    expect(merged.find((e) => e.type === 'audit')).toMatchObject({ details: { carrier: 'DHL' } });
  });

  it('shows a note once: the note, not its audit line; other audit lines with their details as written', () => {
    const merged = mergeTimeline({
      ...none,
      notes: [{ id: 'n1', actor: 'staff:ana@example.com', body: 'Fragile', at: 5 }],
      audit: [
        { actor: 'staff:ana@example.com', action: NOTE_ACTION, details: '{"note":"n1"}', at: 5 },
        { actor: 'admin-token', action: 'orders.cancel', details: 'not json', at: 6 },
      ],
    });
    expect(merged).toEqual([
      { type: 'note', id: 'n1', actor: 'staff:ana@example.com', body: 'Fragile', at: 5 },
      { type: 'audit', actor: 'admin-token', action: 'orders.cancel', details: 'not json', at: 6 },
    ]);
  });
});
