import { Hono } from 'hono';
import ShipmentsPage from '../../../../client/backoffice/pages/shipments/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';

export const shipmentsActions = new Hono<ShopEnv>();

/** The file uploaded, or the text pasted; the API checks every line before anything ships. */
shipmentsActions.post('/orders/shipments', async (c) => {
  const form = (await readForm(c)) ?? {};
  const file = form.file instanceof File && form.file.size > 0 ? await form.file.text() : '';
  const typed = typeof form.text === 'string' ? form.text : '';
  const answer = await c.get('api')<{ problems?: string[]; shipped?: unknown[] }>('POST', '/shipments/import', file || typed);
  if (answer.ok) return done(c, '/orders', 'core.shipments.done');
  const t = c.get('t');
  const problems = Array.isArray(answer.data?.problems) ? answer.data.problems.map(String) : [refusal(c, answer, 'core.shipments')];
  return renderBackOffice(c, {
    title: t('core.shipments.title'),
    status: answer.status,
    current: 'orders',
    body: ShipmentsPage({ ctx: pageContext(c), data: { typed: file || typed, problems } }),
  });
});
