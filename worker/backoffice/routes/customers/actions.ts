import { Hono } from 'hono';
import CustomersPage, { type CustomerView, type Erasure } from '../../../../client/backoffice/pages/customers/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { expectOk, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';

export const customersActions = new Hono<ShopEnv>();

/** Everything the shop holds about an address, as a file to hand over (the API audits it). */
customersActions.get('/customers/export', async (c) => {
  const email = (c.req.query('email') ?? '').slice(0, 254);
  const answer = await c.get('api')('GET', `/customers/export?email=${encodeURIComponent(email)}`);
  const data = expectOk(answer);
  return c.body(JSON.stringify(data, null, 2), 200, {
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': 'attachment; filename="customer-export.json"',
    'cache-control': 'no-store',
  });
});

/** Erasure: the API checks the address typed twice and refuses while orders wait to be shipped. */
customersActions.post('/customers/erase', async (c) => {
  const form = (await readForm(c)) ?? {};
  const email = typeof form.email === 'string' ? form.email.slice(0, 254) : '';
  const confirm = typeof form.confirm === 'string' ? form.confirm.slice(0, 254) : '';
  const api = c.get('api');
  const answer = await api<Erasure>('POST', '/customers/erase', { email, confirm });
  const t = c.get('t');
  if (answer.ok) {
    const customer = expectOk(await api<CustomerView>('GET', `/customers?email=${encodeURIComponent(email)}`));
    return renderBackOffice(c, {
      title: t('customers.title'),
      current: 'customers',
      body: CustomersPage({ ctx: pageContext(c), data: { query: email, customer, erasure: answer.data } }),
    });
  }
  const customer = expectOk(await api<CustomerView>('GET', `/customers?email=${encodeURIComponent(email)}`));
  // The API says why in the member's language where it can (worker/customers/texts.ts).
  const text = (answer.data as { message?: { text?: string } })?.message?.text ?? refusal(c, answer, 'customers');
  return renderBackOffice(c, {
    title: t('customers.title'),
    status: answer.status,
    current: 'customers',
    body: CustomersPage({ ctx: pageContext(c), data: { query: email, customer, eraseError: { text, confirm } } }),
  });
});
