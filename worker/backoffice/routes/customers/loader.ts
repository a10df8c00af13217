import type { Context } from 'hono';
import type { CustomersData, CustomerView } from '../../../../client/backoffice/pages/customers/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export async function customersLoader(c: Context<ShopEnv>) {
  const t = c.get('t');
  const query = (c.req.query('email') ?? '').slice(0, 254);
  const data: CustomersData = { query, customer: null };
  if (query.trim()) {
    const answer = await c.get('api')<CustomerView>('GET', `/customers?email=${encodeURIComponent(query)}`);
    if (answer.status === 400) return { title: t('customers.title'), data: { ...data, invalid: true }, status: 400 };
    data.customer = expectOk(answer);
  }
  return { title: t('customers.title'), data };
}
