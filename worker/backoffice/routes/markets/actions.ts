import { Hono } from 'hono';
import MarketsPage, { type MarketTerms } from '../../../../client/backoffice/pages/markets/page';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';

export const marketsActions = new Hono<ShopEnv>();

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 20) : '');

/** One market's terms; a refused amount comes back beside its field, as typed. */
marketsActions.post('/markets', async (c) => {
  const form = (await readForm(c)) ?? {};
  const typed = { market: text(form.market), freeShippingFrom: text(form.freeShippingFrom), shipping: text(form.shipping) };
  const api = c.get('api');
  const answer = await api('PUT', `/markets/${encodeURIComponent(typed.market)}`, {
    freeShippingFrom: typed.freeShippingFrom,
    shipping: typed.shipping,
  });
  if (answer.ok) return done(c, '/markets', 'core.markets.saved');
  const { markets } = expectOk(await api<{ markets: MarketTerms[] }>('GET', '/markets'));
  const t = c.get('t');
  const error = answer.status === 400 ? t('core.markets.invalid') : refusal(c, answer, 'core.markets');
  return renderBackOffice(c, {
    title: t('core.markets.title'),
    status: answer.status,
    current: 'markets',
    body: MarketsPage({ ctx: pageContext(c), data: { markets, refused: { ...typed, error } } }),
  });
});
