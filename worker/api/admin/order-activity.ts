import { createId } from '@paralleldrive/cuid2';
import { Hono } from 'hono';
import * as z from 'zod';
import type { OrderNoteCreated, SmsResent } from '../../../client/backoffice/contract/orders';
import { auditStatement } from '../../../db/queries/operations';
import { noteStatement } from '../../../db/queries/order-activity';
import type { ShopEnv } from '../../env';
import { queueMail } from '../../mail/outbox';
import { allow } from '../../middleware/operator-only';
import { orderIdOf } from '../../orders/order-ref';
import { resendMail } from '../../orders/resend';
import { NOTE_ACTION } from '../../orders/timeline';
import { sendSmsNow, smsDeps } from '../../sms/outbox';
import { resendSms } from '../../sms/resend';
import { invalid } from './input';

/**
 * /admin/api/orders/{id or number}/notes and /mail/{mailId}/resend: what staff add to an order's
 * timeline. Each write and its audit line are one D1 batch.
 */
export const adminOrderActivity = new Hono<ShopEnv>();

const noteSchema = z.object({
  body: z.string('the note, as text').trim().min(1, 'the note, 1 to 2000 characters').max(2000, 'at most 2000 characters'),
});

adminOrderActivity.post('/:id/notes', allow('orders.write'), async (c) => {
  const db = c.get('db');
  const orderId = await orderIdOf(db, c.req.param('id'));
  if (!orderId) return c.json({ error: 'No such order' }, 404);
  const body = noteSchema.safeParse(await c.req.json().catch(() => null));
  if (!body.success) throw invalid(body.error);
  const note = { id: createId(), orderId, actor: c.get('operator'), body: body.data.body, at: Date.now() };
  await db.batch([
    noteStatement(db, note),
    auditStatement(db, {
      actor: note.actor,
      action: NOTE_ACTION,
      target: orderId,
      // The note itself holds the text: erasing a customer blanks it there, so the audit keeps none.
      details: { note: note.id, characters: note.body.length },
      at: note.at,
    }),
  ]);
  const created: OrderNoteCreated = { note: { type: 'note', id: note.id, at: note.at, actor: note.actor, body: note.body } };
  return c.json(created, 201);
});

adminOrderActivity.post('/:id/mail/:mailId/resend', allow('orders.write'), async (c) => {
  const db = c.get('db');
  const orderId = await orderIdOf(db, c.req.param('id'));
  if (!orderId) return c.json({ error: 'No such order' }, 404);
  const result = await resendMail({ db, now: Date.now(), actor: c.get('operator') }, orderId, c.req.param('mailId'));
  if (!result.ok) return c.json({ error: result.error, ...(result.mail ? { mail: result.mail } : {}) }, result.code);
  c.executionCtx.waitUntil(queueMail(c.env.MAIL_QUEUE, [result.mail]));
  return c.json({ mail: result.mail }, 202);
});

/** An order's SMS sent again (decision 037): tried at once, then by the cron's sweep like the first. */
adminOrderActivity.post('/:id/sms/:smsId/resend', allow('orders.write'), async (c) => {
  const db = c.get('db');
  const orderId = await orderIdOf(db, c.req.param('id'));
  if (!orderId) return c.json({ error: 'No such order' }, 404);
  const result = await resendSms({ db, now: Date.now(), actor: c.get('operator') }, orderId, c.req.param('smsId'));
  if (!result.ok) return c.json({ error: result.error }, result.code);
  c.executionCtx.waitUntil(sendSmsNow(smsDeps(c.env, db), [result.sms]));
  const resent: SmsResent = { sms: result.sms };
  return c.json(resent, 202);
});
