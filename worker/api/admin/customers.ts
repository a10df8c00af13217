import { Hono } from 'hono';
import * as z from 'zod';
import { isEmail } from '../../../client/pages/checkout/email';
import { eraseCustomer, exportCustomer, lookUpCustomer, normaliseEmail } from '../../customers/customers';
import { customerPseudonym } from '../../customers/pseudonym';
import { customerTexts } from '../../customers/texts';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { invalid, validQuery } from './input';

/**
 * /admin/api/customers: a customer by e-mail address (orders, newsletter consent, e-mails sent),
 * everything the shop holds about them as JSON, and their erasure. Export and erasure are
 * audited under the address's pseudonym (worker/customers/pseudonym.ts), never the address.
 */
export const adminCustomers = new Hono<ShopEnv>();

const email = z
  .string({ error: 'an e-mail address is required, e.g. ?email=name@example.com' })
  .max(254, 'an e-mail address has at most 254 characters')
  .transform(normaliseEmail)
  .refine(isEmail, 'not an e-mail address (name@example.com)');

const byEmail = z.object({ email });

adminCustomers.get('/', allow('customers.read'), validQuery(byEmail), async (c) => {
  const customer = await lookUpCustomer(c.get('db'), c.req.valid('query').email);
  const found = customer.orders.length > 0 || customer.newsletter !== null || customer.mails.length > 0;
  return c.json({ ...customer, found });
});

adminCustomers.get('/export', allow('customers.privacy'), validQuery(byEmail), async (c) => {
  const address = c.req.valid('query').email;
  const pseudonym = await customerPseudonym(address, c.get('config').ORDER_SECRET);
  return c.json(await exportCustomer(c.get('db'), address, { actor: c.get('operator'), pseudonym }, Date.now()));
});

const eraseSchema = z.object({ email, confirm: z.string({ error: 'confirm: repeat the e-mail address' }).max(254) });

adminCustomers.post('/erase', allow('customers.privacy'), async (c) => {
  const parsed = eraseSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const text = customerTexts(c.get('identity').member?.language);
  const address = parsed.data.email;
  // Erasure cannot be undone: the address is typed twice, as the back office's form asks.
  if (normaliseEmail(parsed.data.confirm) !== address) {
    const mismatch = text('customers.erase.confirmMismatch');
    return c.json({ error: mismatch.text, problems: [`confirm: ${mismatch.text}`], message: mismatch }, 400);
  }
  const pseudonym = await customerPseudonym(address, c.get('config').ORDER_SECRET);
  const result = await eraseCustomer(c.get('db'), address, { actor: c.get('operator'), pseudonym }, Date.now());
  if (result.outcome === 'open-orders') {
    const list = result.orders.map((order) => `#${order.number} (${order.status})`).join(', ');
    const message = text('customers.erase.openOrders', { orders: list });
    return c.json({ error: message.text, message, orders: result.orders }, 409);
  }
  if (result.outcome === 'nothing')
    return c.json({ erased: false, pseudonym, message: text('customers.erase.nothing'), erasedItems: [], kept: [] });
  const { counts } = result;
  const erasedItems = [
    ...(counts.orders > 0 ? [text('customers.erase.erased.contact', { count: counts.orders, pseudonym })] : []),
    ...(counts.newsletter > 0 ? [text('customers.erase.erased.newsletter')] : []),
    ...(counts.mails > 0 ? [text('customers.erase.erased.mails', { count: counts.mails })] : []),
    ...(counts.checkoutForms > 0 ? [text('customers.erase.erased.checkoutForms', { count: counts.checkoutForms })] : []),
    ...(counts.discountUses > 0 ? [text('customers.erase.erased.discountUses', { count: counts.discountUses })] : []),
    ...(counts.notes > 0 ? [text('customers.erase.erased.notes', { count: counts.notes })] : []),
  ];
  const kept = [
    ...(counts.orders > 0
      ? [text('customers.erase.kept.orders'), text('customers.erase.kept.invoices'), text('customers.erase.kept.payments')]
      : []),
    text('customers.erase.kept.audit'),
    ...(counts.discountUses > 0 ? [text('customers.erase.kept.discountCodes')] : []),
  ];
  return c.json({ erased: true, pseudonym, counts, message: text('customers.erase.done', { pseudonym }), erasedItems, kept });
});
