import { createId } from '@paralleldrive/cuid2';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { ROLES } from '../../../client/backoffice/contract/roles';
import { auditStatement } from '../../../db/queries/operations';
import {
  deletePasskeyStatement,
  endSessionsOfStatement,
  insertStaffStatement,
  passkeysOfQuery,
  staffByEmailQuery,
  staffListQuery,
  updateStaffStatement,
} from '../../../db/queries/staff';
import { STAFF_LANGUAGES } from '../../../locales/backoffice';
import type { ShopEnv } from '../../env';
import { queueMail } from '../../mail/outbox';
import { allow } from '../../middleware/operator-only';
import { registerPasskey, registrationOptions } from '../../staff/passkeys';
import { issueLink } from '../../staff/sign-in';
import { invalid } from './input';

/**
 * /admin/api/staff: the owner invites, changes and removes staff; /admin/api/me: a member's own
 * account (language, alerts, passkeys). Every change is audited; the database refuses to leave
 * the shop without an owner (a trigger), which answers 409 here.
 */
export const adminStaff = new Hono<ShopEnv>();
export const adminMe = new Hono<ShopEnv>();

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.email({ message: 'an e-mail address' }));
const inviteSchema = z.object({
  email,
  name: z.string().trim().max(100).default(''),
  role: z.enum(ROLES),
  language: z.enum(STAFF_LANGUAGES).default('en'),
});
const changeSchema = z
  .object({
    role: z.enum(ROLES).optional(),
    name: z.string().trim().max(100).optional(),
    language: z.enum(STAFF_LANGUAGES).optional(),
    alerts: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');
const ownSchema = z
  .object({
    name: z.string().trim().max(100).optional(),
    language: z.enum(STAFF_LANGUAGES).optional(),
    alerts: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'nothing to change');

const LAST_OWNER = { error: 'The shop needs at least one owner: make someone else owner first', code: 'last-owner' };
const isLastOwner = (error: unknown) => String((error as Error)?.message ?? error).includes('last owner');

async function body<T extends z.ZodType>(c: Context<ShopEnv>, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  return parsed.data;
}

/** Staff as the API shows them: never a session, token or key. */
const shown = (m: {
  id: string;
  email: string;
  name: string;
  role: string;
  language: string;
  alerts: boolean;
  createdAt: number;
  lastSignInAt: number | null;
  removedAt: number | null;
}) => ({
  id: m.id,
  email: m.email,
  name: m.name,
  role: m.role,
  language: m.language,
  alerts: m.alerts,
  createdAt: m.createdAt,
  lastSignInAt: m.lastSignInAt,
  removedAt: m.removedAt,
});

adminStaff.get('/', allow('staff.read'), async (c) => c.json({ staff: (await staffListQuery(c.get('db'))).map(shown) }));

/** Invites a new member (or brings a removed one back) and e-mails them a week-long sign-in link. */
adminStaff.post('/', allow('staff.write'), async (c) => {
  const input = await body(c, inviteSchema);
  const db = c.get('db');
  const now = Date.now();
  const [existing] = await staffByEmailQuery(db, input.email);
  if (existing && existing.removedAt === null) return c.json({ error: 'This address is staff already', code: 'exists' }, 409);
  const id = existing?.id ?? createId();
  const audit = auditStatement(db, {
    actor: c.get('operator'),
    action: 'staff.invite',
    target: `staff:${id}`,
    details: { email: input.email, role: input.role },
    at: now,
  });
  // A removed member's row keeps their address (and the audit's name): inviting them again brings it back.
  const [[invited]] = existing
    ? await db.batch([
        updateStaffStatement(db, id, { role: input.role, name: input.name, language: input.language, removedAt: null }),
        audit,
      ])
    : await db.batch([insertStaffStatement(db, { id, ...input, createdAt: now, invitedBy: c.get('operator') }).returning(), audit]);
  const mailId = await issueLink(
    c,
    invited,
    'invitation',
    '/',
    now,
    c.get('identity').member?.name || c.get('identity').member?.email || undefined,
  );
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [mailId]));
  return c.json({ member: shown(invited) }, 201);
});

adminStaff.patch('/:id', allow('staff.write'), async (c) => {
  const changes = await body(c, changeSchema);
  const db = c.get('db');
  const id = c.req.param('id');
  try {
    const [[member]] = await db.batch([
      updateStaffStatement(db, id, changes),
      auditStatement(db, { actor: c.get('operator'), action: 'staff.change', target: `staff:${id}`, details: changes, at: Date.now() }),
    ]);
    if (!member) return c.json({ error: 'No such staff member' }, 404);
    return c.json({ member: shown(member) });
  } catch (error) {
    if (isLastOwner(error)) return c.json(LAST_OWNER, 409);
    throw error;
  }
});

/** Removes a member: their sessions end at once; the row stays, for the audit's names. */
adminStaff.delete('/:id', allow('staff.write'), async (c) => {
  const db = c.get('db');
  const id = c.req.param('id');
  const now = Date.now();
  try {
    const [[member]] = await db.batch([
      updateStaffStatement(db, id, { removedAt: now }),
      endSessionsOfStatement(db, id),
      auditStatement(db, { actor: c.get('operator'), action: 'staff.remove', target: `staff:${id}`, at: now }),
    ]);
    if (!member) return c.json({ error: 'No such staff member' }, 404);
    return c.json({ member: shown(member) });
  } catch (error) {
    if (isLastOwner(error)) return c.json(LAST_OWNER, 409);
    throw error;
  }
});

/** The signed-in member; the admin token and service tokens have no account. */
function me(c: Context<ShopEnv>) {
  const member = c.get('identity').member;
  if (!member) throw invalid({ issues: [{ path: [], message: 'only a signed-in staff member has an account' }] });
  return member;
}

adminMe.get('/', allow('dashboard.read'), async (c) => {
  const member = me(c);
  const passkeys = await passkeysOfQuery(c.get('db'), member.id);
  return c.json({
    member: shown(member),
    passkeys: passkeys.map((p) => ({ id: p.credentialId, name: p.name, createdAt: p.createdAt, lastUsedAt: p.lastUsedAt })),
  });
});

adminMe.patch('/', allow('dashboard.read'), async (c) => {
  const member = me(c);
  const changes = await body(c, ownSchema);
  const db = c.get('db');
  const [[updated]] = await db.batch([
    updateStaffStatement(db, member.id, changes),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'staff.own-settings',
      target: `staff:${member.id}`,
      details: changes,
      at: Date.now(),
    }),
  ]);
  return c.json({ member: shown(updated) });
});

adminMe.post('/passkeys/options', allow('dashboard.read'), async (c) =>
  c.json({ options: await registrationOptions(c, me(c), Date.now()) }),
);

const passkeySchema = z.object({
  name: z.string().trim().min(1, 'a name for the passkey').max(60),
  response: z.record(z.string(), z.unknown()),
});

adminMe.post('/passkeys', allow('dashboard.read'), async (c) => {
  const member = me(c);
  const input = await body(c, passkeySchema);
  const now = Date.now();
  if (!(await registerPasskey(c, member, input.name, input.response, now)))
    return c.json({ error: 'The passkey could not be verified; please try again' }, 400);
  await auditStatement(c.get('db'), {
    actor: c.get('operator'),
    action: 'staff.passkey.add',
    target: `staff:${member.id}`,
    details: { name: input.name },
    at: now,
  });
  return c.json({ ok: true }, 201);
});

adminMe.delete('/passkeys/:id', allow('dashboard.read'), async (c) => {
  const member = me(c);
  const db = c.get('db');
  const [[removed]] = await db.batch([
    deletePasskeyStatement(db, member.id, c.req.param('id')),
    auditStatement(db, { actor: c.get('operator'), action: 'staff.passkey.remove', target: `staff:${member.id}`, at: Date.now() }),
  ]);
  if (!removed) return c.json({ error: 'No such passkey' }, 404);
  return c.json({ ok: true });
});
