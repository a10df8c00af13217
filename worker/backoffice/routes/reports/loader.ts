import type { Context } from 'hono';
import { REPORTS, type ReportName, type ReportsData } from '../../../../client/backoffice/pages/reports/page';
import type { ShopEnv } from '../../../env';
import { expectOk, refusal } from '../../answers';

const periodQuery = (asked: ReportsData['asked']) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(asked)) if (value) query.set(key, value);
  return query;
};

/** One report through the API, for the period asked (the API's default: the last 30 days). */
export async function reportsLoader(c: Context<ShopEnv>) {
  const t = c.get('t');
  const name = c.req.query('report') as ReportName;
  const report: ReportName = REPORTS.includes(name) ? name : 'sales';
  const asked = {
    from: (c.req.query('from') ?? '').slice(0, 20),
    to: (c.req.query('to') ?? '').slice(0, 20),
    quarter: report === 'eu-vat' ? (c.req.query('quarter') ?? '').slice(0, 20) : '',
  };
  // Nothing asked: the last 30 days up to today (UTC), written into the form.
  if (!asked.from && !asked.to && !asked.quarter) {
    const today = Date.now();
    asked.to = new Date(today).toISOString().slice(0, 10);
    asked.from = new Date(today - 29 * 86_400_000).toISOString().slice(0, 10);
  }
  const answer = await c.get('api')('GET', `/reports/${report}?${periodQuery(asked)}`);
  const title = `${t(`reports.page.names.${report}`)} · ${t('reports.page.title')}`;
  if (answer.status === 400)
    return { title, status: 400, data: { report, asked, result: null, error: refusal(c, answer, 'reports') } as ReportsData };
  return { title, data: { report, asked, result: expectOk(answer) } as ReportsData };
}
