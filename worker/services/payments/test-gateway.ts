import { createId } from '@paralleldrive/cuid2';
import type { Database } from '../../../db/client';
import {
  authorizeStatement,
  captureStatement,
  claimRefundStatement,
  failCaptureStatement,
  ledgerEntryQuery,
  openSessionStatement,
  refundStatement,
  releaseRefundStatement,
  sessionQuery,
  tokenQuery,
  voidStatement,
} from '../../../db/queries/test-gateway-ledger';
import type { Authorization, PaymentGateway } from './gateway';
import { TEST_PROVIDER_PATH } from './test-provider/paths';

/** Captures the failing-capture test card refuses before it captures. */
export const FAILED_CAPTURES = 2;

/**
 * The built-in provider for development and tests: no network, no account, deterministic
 * answers (the test cards are in test-provider/cards.ts). Its card fields and hosted page are
 * served under /test-payments by test-provider/app.ts, as a real provider serves them from its
 * own origin; this side is what the shop calls. It keeps a ledger in D1, as a provider keeps its
 * own, so every isolate, the reconciliation and the tests see the same authorisations.
 */
export function createTestGateway(db: Database): PaymentGateway {
  return {
    name: 'test',
    fields: (locale) => ({ provider: 'test', frameUrl: `${TEST_PROVIDER_PATH}/fields?locale=${encodeURIComponent(locale)}` }),
    async authorize({ amount, currency, token, idempotencyKey }) {
      const [card] = await tokenQuery(db, token, Date.now());
      if (!card) return { ok: false, reason: 'invalid' };
      return authorizeCard(db, { idempotencyKey, amount, currency }, card);
    },
    async openHostedPayment({ amount, currency, idempotencyKey, locale, returnUrl, cancelUrl }) {
      const [session] = await openSessionStatement(db, {
        id: `test_cs_${createId()}`,
        idempotencyKey,
        amount,
        currency,
        locale,
        returnUrl,
        cancelUrl,
        status: 'open',
        createdAt: Date.now(),
      });
      return { session: session.id, url: `${TEST_PROVIDER_PATH}/pay/${session.id}` };
    },
    async hostedAuthorization(id) {
      const [session] = await sessionQuery(db, id);
      if (session?.status !== 'complete' || !session.reference) return null;
      return { ok: true, reference: session.reference, brand: session.brand ?? 'Card', last4: session.last4 ?? '' };
    },
    async capture(reference) {
      const [held] = await ledgerEntryQuery(db, reference);
      if (!held) return { ok: false, retry: false, error: 'No such authorisation' };
      if (held.status === 'captured') return { ok: true };
      if (held.status !== 'authorized') return { ok: false, retry: false, error: `Authorisation ${held.status}` };
      if (held.failCaptures > 0) {
        await failCaptureStatement(db, reference);
        return { ok: false, retry: true, error: 'Gateway timeout' };
      }
      if ((await captureStatement(db, reference)).length === 1) return { ok: true };
      // The guarded update changed nothing: someone voided or captured it a moment ago.
      const [now] = await ledgerEntryQuery(db, reference);
      return now?.status === 'captured' ? { ok: true } : { ok: false, retry: false, error: `Authorisation ${now?.status ?? 'gone'}` };
    },
    async void(reference) {
      if ((await voidStatement(db, reference)).length === 1) return 'voided';
      const [now] = await ledgerEntryQuery(db, reference);
      if (now?.status === 'captured') return 'captured';
      throw new Error(`Cannot void ${reference}: ${now ? now.status : 'no such authorisation'}`);
    },
    async refund(reference, amount, idempotencyKey) {
      if (!Number.isInteger(amount) || amount <= 0) return { ok: false, error: 'Refund amount must be a positive whole number' };
      const [claimed] = await claimRefundStatement(db, { idempotencyKey, reference, amount, now: Date.now() });
      if (!claimed) return { ok: true };
      const [refunded] = await refundStatement(db, reference, amount);
      if (refunded) return { ok: true };
      await releaseRefundStatement(db, idempotencyKey);
      return { ok: false, error: 'Not a captured payment, or more than is left to refund' };
    },
  };
}

/**
 * An authorisation for a tokenised card (or the hosted page's card). The same key answers with
 * the authorisation it made before, as providers do; a voided one is not handed out again.
 */
export async function authorizeCard(
  db: Database,
  payment: { idempotencyKey: string; amount: number; currency: string },
  card: { behaviour: string; brand: string; last4: string },
): Promise<Authorization> {
  if (card.behaviour === 'decline') return { ok: false, reason: 'declined' };
  const failCaptures = card.behaviour === 'flaky-capture' ? FAILED_CAPTURES : 0;
  const [held] = await authorizeStatement(db, { ...payment, failCaptures, now: Date.now() });
  if (held.status !== 'authorized' && held.status !== 'captured') return { ok: false, reason: 'declined' };
  return { ok: true, reference: held.reference, brand: card.brand, last4: card.last4 };
}
