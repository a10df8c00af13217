import type { Context } from 'hono';
import type { DashboardPayload } from '../../../../client/backoffice/contract/reports';
import type { DashboardData } from '../../../../client/backoffice/pages/dashboard/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

/** The dashboard of the range asked (7, 30 or 90 days, or from–to); 30 days unless said. */
export async function dashboardLoader(c: Context<ShopEnv>) {
  const from = (c.req.query('from') ?? '').slice(0, 20);
  const to = (c.req.query('to') ?? '').slice(0, 20);
  const asked = c.req.query('range');
  const range = from || to ? 'custom' : asked === '7' || asked === '90' ? asked : '30';
  const query = new URLSearchParams(range === 'custom' ? Object.entries({ from, to }).filter(([, v]) => v) : { range });
  const answer = await c.get('api')<DashboardPayload>('GET', `/dashboard?${query}`);
  // A range the API refuses (a day that is none, more than a year): the last 30 days instead.
  const dashboard = answer.status === 400 ? expectOk(await c.get('api')<DashboardPayload>('GET', '/dashboard?range=30')) : expectOk(answer);
  const data: DashboardData = { dashboard, range: answer.status === 400 ? '30' : range, asked: { from, to } };
  return { title: c.get('t')('dashboard.page.title'), data };
}
