import { Hono } from 'hono';
import * as z from 'zod';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { dashboard } from '../../reports/dashboard';
import { lastDays, type Period, requestedPeriod } from '../../reports/period';
import { invalid, validQuery } from './input';

/** /admin/api/dashboard: the business at a glance (client/backoffice/contract/reports.ts: DashboardPayload). */
export const adminDashboard = new Hono<ShopEnv>();

/** A chosen range may span a year, so that a year's figures stay one bounded read. */
const MAX_DAYS = 366;

const dashboardQuery = z.object({
  range: z.enum(['7', '30', '90'], { message: '7, 30 or 90 (the days up to today, UTC)' }).optional(),
  from: z.string().max(20).optional(),
  to: z.string().max(20).optional(),
});

function periodOf(query: z.infer<typeof dashboardQuery>, now: number): Period {
  const { range, from, to } = query;
  if (range !== undefined && (from !== undefined || to !== undefined)) {
    throw invalid({ issues: [{ path: [], message: 'give either range, or from and to, not both' }] });
  }
  if (from === undefined && to === undefined) return lastDays(Number(range ?? '30'), now);
  const asked = requestedPeriod({ from, to }, MAX_DAYS);
  if (!asked.ok) throw invalid({ issues: [{ path: asked.field === 'request' ? [] : [asked.field], message: asked.error }] });
  return asked.period;
}

adminDashboard.get('/', allow('dashboard.read'), validQuery(dashboardQuery), async (c) => {
  const now = Date.now();
  return c.json(await dashboard(c.get('db'), periodOf(c.req.valid('query'), now), now));
});
