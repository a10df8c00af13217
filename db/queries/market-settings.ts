import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { marketSettings } from '../schema';

/** The operator's shipping terms per market (a market without a row keeps its defaults). */

export function marketSettingsQuery(db: Database) {
  return db.select().from(marketSettings);
}

export function saveMarketSettingStatement(db: Database, row: typeof marketSettings.$inferInsert) {
  return db
    .insert(marketSettings)
    .values(row)
    .onConflictDoUpdate({
      target: marketSettings.market,
      set: { freeShippingThreshold: row.freeShippingThreshold, standardShipping: row.standardShipping, updatedAt: row.updatedAt },
    });
}

export function resetMarketSettingStatement(db: Database, market: string) {
  return db.delete(marketSettings).where(eq(marketSettings.market, market));
}
