import { Hono } from 'hono';
import { REPORTS, type ReportName } from '../../../../client/backoffice/pages/reports/page';
import type { ShopEnv } from '../../../env';
import { expectOk } from '../../answers';

export const reportsActions = new Hono<ShopEnv>();

/** A report's CSV as the API writes it (BOM, formula cells neutralised, major units), as a download. */
reportsActions.get('/reports/:file{[a-z-]+\\.csv}', async (c) => {
  const report = c.req.param('file').replace(/\.csv$/, '') as ReportName;
  if (!REPORTS.includes(report)) return c.notFound();
  const query = new URL(c.req.url).search;
  const answer = await c.get('api')<string>('GET', `/reports/${report}.csv${query}`);
  expectOk(answer);
  return c.body(answer.raw, 200, {
    'content-type': answer.headers.get('content-type') ?? 'text/csv; charset=utf-8',
    'content-disposition': answer.headers.get('content-disposition') ?? `attachment; filename="${report}.csv"`,
    'cache-control': 'no-store',
  });
});
