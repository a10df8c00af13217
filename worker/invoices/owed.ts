import type { Database } from '../../db/client';
import { ordersOwedDocumentsQuery } from '../../db/queries/invoices';
import { errorFields, logEvent } from '../log';
import type { ShopSettings } from '../settings';
import { issueDue } from './issue';

/** The cron runs every five minutes: a window of two runs, so a run that failed is caught up. */
export const OWED_WINDOW_MS = 10 * 60_000;
const MOST_PER_RUN = 200;

/**
 * Issues what orders changed lately are owed: the invoice once paid, a credit note per refund
 * (worker/invoices/issue.ts issues each once, so a second run changes nothing). Without this an
 * order's documents would wait until someone opened them. One order's failure stops no other.
 */
export async function issueOwedDocuments(db: Database, settings: ShopSettings, now: number): Promise<number> {
  const owed = await ordersOwedDocumentsQuery(db, now - OWED_WINDOW_MS, MOST_PER_RUN);
  let issued = 0;
  for (const { id } of owed) {
    try {
      issued += (await issueDue(db, id, now, { settings, actor: 'cron' }))?.issued.length ?? 0;
    } catch (error) {
      logEvent('invoice.error', { orderId: id, ...errorFields(error) }, 'error');
    }
  }
  return issued;
}
