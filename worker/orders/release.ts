import type { Database } from '../../db/client';
import { claimForReleaseStatements, type Held, releasedStatement, releaseFailedStatement } from '../../db/queries/payment-claims';
import { logEvent, masked } from '../log';
import type { PaymentGateway } from '../services/payments/gateway';

/**
 * Giving money back, in one place. The decision is written to D1 first (a claim with release
 * 'pending'), then the provider is asked: a held authorisation is voided, a captured payment is
 * refunded in full, and the claim records which. A provider that fails leaves the claim pending
 * for the reconciliation, which calls `giveBack` again; the provider's idempotency keys make the
 * second call harmless.
 */

export type Claimed = { released: true } | { released: false; orderId: string | null };

/**
 * No order will own this authorisation (its batch was refused, the cart changed under a hosted
 * payment, the reconciliation found it stranded): the money goes back, unless an order claimed
 * it first, in which case that order stands and its id is returned.
 */
export async function releaseUnowned(
  deps: { db: Database; gateway: PaymentGateway; now: number },
  held: Held & { attempt: string | null; reason: string },
): Promise<Claimed> {
  const { db, now } = deps;
  const [inserted, [claim]] = await db.batch(claimForReleaseStatements(db, { ...held, now }));
  if (inserted.length === 0) {
    // Claimed before: by an order (it keeps the money), or by an earlier release of the same
    // authorisation (a doubled request), which is giving it back already.
    return claim?.owner === 'order' ? { released: false, orderId: claim.orderId } : { released: true };
  }
  await giveBack(deps, held);
  return { released: true };
}

/** The provider's part of a release whose claim is pending. Never throws: a failure waits for the reconciliation. */
export async function giveBack(
  deps: { db: Database; gateway: PaymentGateway; now: number },
  held: Pick<Held, 'reference' | 'amount'>,
): Promise<'voided' | 'refunded' | 'pending'> {
  const { db, gateway, now } = deps;
  try {
    let outcome: 'voided' | 'refunded' = 'voided';
    if ((await gateway.void(held.reference)) === 'captured') {
      // A captured payment is not voided behind anyone's back: it is refunded, on purpose, once.
      const refund = await gateway.refund(held.reference, held.amount, `release.${held.reference}`);
      if (!refund.ok) throw new Error(refund.error);
      outcome = 'refunded';
    }
    await releasedStatement(db, held.reference, outcome, now);
    return outcome;
  } catch (error) {
    const message = String((error as Error)?.message ?? error);
    logEvent('release.deferred', { reference: held.reference, errorMessage: masked(message) }, 'warn');
    await releaseFailedStatement(db, held.reference, message, now).catch(() => undefined);
    return 'pending';
  }
}
