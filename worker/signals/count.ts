import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client';
import {
  countForAttemptStatement,
  countForMailStatement,
  countForOrderStatement,
  countForSmsStatement,
  countSignalStatement,
} from '../../db/queries/signals';
import { transitionStatements } from '../orders/lifecycle';
import { type SignalPoint, writeSignalPoints } from './analytics';
import { type DeliveryFailure, hourOf, reasonOf } from './names';

/**
 * Counting a signal at the change it is about, not at the request: each statement here goes into
 * the D1 batch of that change, guarded as the change is (a status it leaves), so a retried
 * request, a webhook told twice or two isolates at once count it once. Its result, after the
 * batch, is the row it added one to (or none), which `counted` hands to Analytics Engine.
 */

type Count = BatchItem<'sqlite'>;

/** An order written with its authorised payment: in the order's own batch, which writes both or neither. */
export const authorizedCount = (db: Database, market: string, at: number): Count =>
  countSignalStatement(db, { hour: hourOf(at), market, signal: 'payment.authorized', reason: '' });

/** Pay now refused by the provider: once per attempt (its first decline), before the attempt is marked. */
export const declinedCount = (db: Database, attempt: string, market: string, reason: string, at: number): Count =>
  countForAttemptStatement(db, { hour: hourOf(at), market, signal: 'payment.declined', reason: reasonOf(reason) || 'declined' }, attempt);

/** An outbox e-mail delivered: before the update that marks the pending e-mail sent. */
export const mailSentCount = (db: Database, mailId: string, at: number): Count =>
  countForMailStatement(db, { hour: hourOf(at), signal: 'mail.sent', reason: '' }, mailId);

/** An outbox e-mail dead: before the update that marks it so. */
export const mailFailedCount = (db: Database, mailId: string, why: DeliveryFailure, at: number): Count =>
  countForMailStatement(db, { hour: hourOf(at), signal: 'mail.failed', reason: why }, mailId);

/** An SMS delivered: before the update that marks its claimed try sent. */
export const smsSentCount = (db: Database, smsId: string, at: number): Count =>
  countForSmsStatement(db, { hour: hourOf(at), signal: 'sms.sent', reason: '' }, smsId);

/** An SMS dead: before the update that marks its claimed try so. */
export const smsFailedCount = (db: Database, smsId: string, why: DeliveryFailure, at: number): Count =>
  countForSmsStatement(db, { hour: hourOf(at), signal: 'sms.failed', reason: why }, smsId);

const isPoint = (row: unknown): row is SignalPoint =>
  typeof row === 'object' && row !== null && 'market' in row && 'signal' in row && 'reason' in row;

/** After the batch: what its counts added, to Analytics Engine (the rows each count statement returned). */
export function counted(...results: unknown[]) {
  writeSignalPoints(results.flatMap((rows) => (Array.isArray(rows) ? rows.filter(isPoint) : [])));
}

/**
 * An order's capture (to paid) or failure (its authorisation gone), counted with it: the count
 * sits just before the status update, guarded by 'authorized' as every statement of the
 * transition is. True when this call made the transition.
 */
export async function countedTransition(db: Database, orderId: string, event: 'capture' | 'fail', at: number, reason?: string) {
  const hour = hourOf(at);
  const count =
    event === 'capture'
      ? countForOrderStatement(db, { hour, signal: 'payment.captured', reason: '' }, orderId, ['authorized'])
      : countForOrderStatement(db, { hour, signal: 'payment.declined', reason: 'order-failed' }, orderId, ['authorized']);
  const results = await db.batch(transitionStatements(db, orderId, event, at, reason, [count]));
  counted(results.at(-2));
  return (results.at(-1) as unknown[]).length === 1;
}

/** A checkout answered with a refusal or an error: no change of its own to go with, so a write of its own. */
export async function countCheckoutError(db: Database, market: string, reason: string, at: number) {
  counted(await countSignalStatement(db, { hour: hourOf(at), market, signal: 'checkout.error', reason: reasonOf(reason) || 'other' }));
}
