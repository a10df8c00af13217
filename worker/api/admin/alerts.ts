import { Hono } from 'hono';
import * as z from 'zod';
import { recentAlertsQuery } from '../../../db/queries/alerts';
import type { ShopEnv } from '../../env';
import { describeAlert } from '../../mail/staff-alert';
import { allow } from '../../middleware/operator-only';
import { ALERT_KINDS } from '../../staff/alerts';
import { validQuery } from './input';

/** /admin/api/alerts: the alerts raised lately (worker/staff/alerts.ts), newest first, in the asker's language. */
export const adminAlerts = new Hono<ShopEnv>();

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  kind: z.enum(ALERT_KINDS, { error: `kind must be one of ${ALERT_KINDS.join(', ')}` }).optional(),
});

adminAlerts.get('/', allow('dashboard.read'), validQuery(listQuery), async (c) => {
  const { limit, kind } = c.req.valid('query');
  const language = c.get('identity').member?.language ?? 'en';
  const rows = await recentAlertsQuery(c.get('db'), limit, kind);
  return c.json({
    alerts: rows.map((row) => {
      const details = JSON.parse(row.details) as Record<string, unknown>;
      return {
        key: row.key,
        kind: row.kind,
        createdAt: row.createdAt,
        notifiedAt: row.notifiedAt,
        details,
        ...describeAlert(language, { ...row, details }),
      };
    }),
  });
});
