import { createId } from '@paralleldrive/cuid2';
import type { Context } from 'hono';
import { queueStaffMailStatement } from '../../db/queries/mail-outbox';
import { countAttempt } from '../../db/queries/rate-limits';
import { activeStaffByEmailQuery, insertSignInLinkStatement, type StaffRow } from '../../db/queries/staff';
import type { ShopEnv } from '../env';
import { queueMail } from '../mail/outbox';
import { randomToken, tokenHash } from './sessions';

/** A sign-in link works once, for a quarter of an hour; an invitation for a week. */
export const LINK_TTL_MS = 15 * 60_000;
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/**
 * Sign-in attempts per window (links asked for, passkeys tried): per address and per network
 * address, so one address cannot be flooded with mail and one machine cannot try many.
 */
export const ATTEMPTS = { perEmail: 5, perClient: 20, windowMs: 15 * 60_000 };

/** Counts an attempt of this client (and address); true while both are within the limits. */
export async function withinLimits(c: Context<ShopEnv>, email: string | null, now: number): Promise<boolean> {
  const db = c.get('db');
  const client = c.req.header('cf-connecting-ip') ?? 'local';
  const [byClient, byEmail] = await Promise.all([
    countAttempt(db, `staff-sign-in:client:${client}`, ATTEMPTS.windowMs, now),
    email ? countAttempt(db, `staff-sign-in:email:${email}`, ATTEMPTS.windowMs, now) : Promise.resolve(0),
  ]);
  return byClient <= ATTEMPTS.perClient && byEmail <= ATTEMPTS.perEmail;
}

/**
 * E-mails a one-time link to a staff member who is not removed. The caller answers every address
 * alike, so the page never tells who is staff.
 */
export async function sendSignInLink(c: Context<ShopEnv>, email: string, next: string, now: number): Promise<void> {
  const db = c.get('db');
  const [member] = await activeStaffByEmailQuery(db, email);
  if (!member) return;
  const mailId = await issueLink(c, member, 'sign-in', next, now);
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [mailId]));
}

/** Writes a link (its token's hash) and its e-mail in one batch; answers the e-mail's id to queue. */
export async function issueLink(
  c: Context<ShopEnv>,
  member: StaffRow,
  purpose: 'sign-in' | 'invitation',
  next: string,
  now: number,
  inviter?: string,
): Promise<string> {
  const db = c.get('db');
  const token = randomToken();
  const mailId = createId();
  const link = new URL('/sign-in/link', c.req.url);
  link.searchParams.set('token', token);
  if (next !== '/') link.searchParams.set('next', next);
  await db.batch([
    insertSignInLinkStatement(db, {
      tokenHash: await tokenHash(token),
      staffId: member.id,
      purpose,
      createdAt: now,
      expiresAt: now + (purpose === 'invitation' ? INVITATION_TTL_MS : LINK_TTL_MS),
    }),
    queueStaffMailStatement(db, {
      id: mailId,
      kind: purpose === 'invitation' ? 'staff-invitation' : 'staff-sign-in',
      recipient: member.email,
      details: { link: link.href, language: member.language, inviter },
      now,
    }),
  ]);
  return mailId;
}

/** Only a path of this site: a sign-in never sends anyone elsewhere. */
export function safeNext(next: string | undefined | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}
