import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { staff, staffChallenges, staffPasskeys, staffSessions, staffSignInLinks } from '../schema';

export type StaffRow = typeof staff.$inferSelect;
export type PasskeyRow = typeof staffPasskeys.$inferSelect;

/** A member who is not removed, by lower-cased e-mail. */
export const activeStaffByEmailQuery = (db: Database, email: string) =>
  db
    .select()
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.removedAt)))
    .limit(1);

/** Any member with this address, removed or not. */
export const staffByEmailQuery = (db: Database, email: string) => db.select().from(staff).where(eq(staff.email, email)).limit(1);

export const staffByIdQuery = (db: Database, id: string) => db.select().from(staff).where(eq(staff.id, id)).limit(1);

export const staffListQuery = (db: Database) => db.select().from(staff).orderBy(sql`${staff.removedAt} IS NOT NULL`, asc(staff.email));

export const insertStaffStatement = (db: Database, row: typeof staff.$inferInsert) => db.insert(staff).values(row);

/** Role, name, language, alerts; `removedAt` removes. The trigger refuses to leave no owner. */
export const updateStaffStatement = (
  db: Database,
  id: string,
  changes: Partial<Pick<StaffRow, 'role' | 'name' | 'language' | 'alerts' | 'removedAt'>>,
) => db.update(staff).set(changes).where(eq(staff.id, id)).returning();

export const staffWithAlertsQuery = (db: Database) =>
  db
    .select({ email: staff.email, language: staff.language })
    .from(staff)
    .where(and(eq(staff.alerts, true), isNull(staff.removedAt)));

/** The session of a token hash, with its member, while neither has ended. */
export const sessionQuery = (db: Database, tokenHash: string, now: number) =>
  db
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now), isNull(staff.removedAt)))
    .limit(1);

export const insertSessionStatement = (db: Database, row: typeof staffSessions.$inferInsert) => db.insert(staffSessions).values(row);

export const touchSessionStatement = (db: Database, tokenHash: string, now: number, expiresAt: number) =>
  db.update(staffSessions).set({ lastSeenAt: now, expiresAt }).where(eq(staffSessions.tokenHash, tokenHash));

export const endSessionStatement = (db: Database, tokenHash: string) =>
  db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));

export const endSessionsOfStatement = (db: Database, staffId: string) => db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));

export const insertSignInLinkStatement = (db: Database, row: typeof staffSignInLinks.$inferInsert) =>
  db.insert(staffSignInLinks).values(row);

/** Uses a link once: the row comes back only to the request that used it, and only in time. */
export const takeSignInLinkStatement = (db: Database, tokenHash: string, now: number) =>
  db
    .update(staffSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(staffSignInLinks.tokenHash, tokenHash), isNull(staffSignInLinks.usedAt), gt(staffSignInLinks.expiresAt, now)))
    .returning();

/** A link not yet used and in time (the page that asks to confirm it). */
export const signInLinkQuery = (db: Database, tokenHash: string, now: number) =>
  db
    .select({ link: staffSignInLinks, member: staff })
    .from(staffSignInLinks)
    .innerJoin(staff, eq(staff.id, staffSignInLinks.staffId))
    .where(
      and(
        eq(staffSignInLinks.tokenHash, tokenHash),
        isNull(staffSignInLinks.usedAt),
        gt(staffSignInLinks.expiresAt, now),
        isNull(staff.removedAt),
      ),
    )
    .limit(1);

export const markSignedInStatement = (db: Database, staffId: string, now: number) =>
  db.update(staff).set({ lastSignInAt: now }).where(eq(staff.id, staffId));

export const passkeysOfQuery = (db: Database, staffId: string) =>
  db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.createdAt));

export const passkeyQuery = (db: Database, credentialId: string) =>
  db
    .select({ passkey: staffPasskeys, member: staff })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(and(eq(staffPasskeys.credentialId, credentialId), isNull(staff.removedAt)))
    .limit(1);

export const insertPasskeyStatement = (db: Database, row: typeof staffPasskeys.$inferInsert) => db.insert(staffPasskeys).values(row);

/** The counter only goes up: a cloned authenticator's older counter changes nothing. */
export const recordPasskeyUseStatement = (db: Database, credentialId: string, counter: number, now: number) =>
  db.update(staffPasskeys).set({ counter, lastUsedAt: now }).where(eq(staffPasskeys.credentialId, credentialId));

export const deletePasskeyStatement = (db: Database, staffId: string, credentialId: string) =>
  db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), eq(staffPasskeys.credentialId, credentialId)))
    .returning();

export const insertChallengeStatement = (db: Database, row: typeof staffChallenges.$inferInsert) => db.insert(staffChallenges).values(row);

/** Takes a challenge once: deleted as it is read. */
export const takeChallengeStatement = (db: Database, challenge: string, purpose: string, now: number) =>
  db
    .delete(staffChallenges)
    .where(and(eq(staffChallenges.challenge, challenge), eq(staffChallenges.purpose, purpose), gt(staffChallenges.expiresAt, now)))
    .returning();

export const dropExpiredChallengesStatement = (db: Database, now: number) =>
  db.delete(staffChallenges).where(lt(staffChallenges.expiresAt, now));
