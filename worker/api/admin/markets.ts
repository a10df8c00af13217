import { Hono } from 'hono';
import * as z from 'zod';
import { resetMarketSettingStatement, saveMarketSettingStatement } from '../../../db/queries/market-settings';
import { auditStatement, bumpCatalogStatement } from '../../../db/queries/operations';
import { isMarketCode, MARKET_CODES, MARKETS } from '../../../locales/markets';
import { clearCatalogCache } from '../../catalog-cache';
import type { ShopEnv } from '../../env';
import { forgetMarketTerms, marketTerms, thresholdBelowShipping, withTerms } from '../../market-terms';
import { allow } from '../../middleware/operator-only';
import { majorAmount, minorAmount } from '../../money-amounts';
import { invalid } from './input';

/** /admin/api/markets: each market's shipping terms, as the defaults say or as the operator set them. */
export const adminMarkets = new Hono<ShopEnv>();

adminMarkets.get('/', allow('catalog.read'), async (c) => {
  // What the database says now, not what this isolate read up to a minute ago.
  forgetMarketTerms();
  const terms = await marketTerms(c.get('db'), Date.now());
  return c.json({
    markets: MARKET_CODES.map((code) => {
      const market = withTerms(MARKETS[code], terms);
      return {
        market: code,
        currency: market.currency,
        freeShippingFrom: majorAmount(market.freeShippingThreshold, market.currency),
        shipping: majorAmount(market.standardShipping, market.currency),
        own: terms.has(code),
        thresholdBelowShipping: thresholdBelowShipping(market),
      };
    }),
  });
});

/**
 * Amounts as the operator writes them, in the market's currency ("69.00", "9900" for JPY). A term
 * left out keeps what the market has now: its own, or the default.
 */
const termsSchema = z
  .object({ freeShippingFrom: z.string().max(20).optional(), shipping: z.string().max(20).optional() })
  .refine((t) => t.freeShippingFrom !== undefined || t.shipping !== undefined, 'freeShippingFrom, shipping or both');

adminMarkets.put('/:code', allow('settings.write'), async (c) => {
  const code = c.req.param('code');
  if (!isMarketCode(code)) return c.json({ error: `No market ${code} (markets: ${MARKET_CODES.join(', ')})` }, 404);
  const parsed = termsSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { currency } = MARKETS[code];
  // What the database says now, not what this isolate read up to a minute ago.
  forgetMarketTerms();
  const now = Date.now();
  const current = withTerms(MARKETS[code], await marketTerms(c.get('db'), now));
  const given = parsed.data;
  const threshold = given.freeShippingFrom === undefined ? current.freeShippingThreshold : minorAmount(given.freeShippingFrom, currency);
  const shipping = given.shipping === undefined ? current.standardShipping : minorAmount(given.shipping, currency);
  const problems = [
    ...(threshold === null ? [`freeShippingFrom: "${parsed.data.freeShippingFrom}" is not an amount in ${currency}`] : []),
    ...(shipping === null ? [`shipping: "${parsed.data.shipping}" is not an amount in ${currency}`] : []),
  ];
  if (threshold === null || shipping === null) return c.json({ error: 'Invalid request', problems }, 400);
  // Shipping terms show on catalog pages: a new catalog version makes every cache key past them.
  await c.get('db').batch([
    bumpCatalogStatement(c.get('db'), now),
    saveMarketSettingStatement(c.get('db'), {
      market: code,
      freeShippingThreshold: threshold,
      standardShipping: shipping,
      updatedAt: now,
    }),
    auditStatement(c.get('db'), {
      actor: c.get('operator'),
      action: 'market.terms',
      target: `market:${code}`,
      details: parsed.data,
      at: now,
    }),
  ]);
  forgetMarketTerms();
  clearCatalogCache();
  return c.json({ market: code, freeShippingFrom: majorAmount(threshold, currency), shipping: majorAmount(shipping, currency) });
});

/** Back to the defaults of locales/markets.ts. */
adminMarkets.delete('/:code', allow('settings.write'), async (c) => {
  const code = c.req.param('code');
  if (!isMarketCode(code)) return c.json({ error: `No market ${code}` }, 404);
  const now = Date.now();
  await c
    .get('db')
    .batch([
      resetMarketSettingStatement(c.get('db'), code),
      bumpCatalogStatement(c.get('db'), now),
      auditStatement(c.get('db'), { actor: c.get('operator'), action: 'market.terms.reset', target: `market:${code}`, at: now }),
    ]);
  forgetMarketTerms();
  clearCatalogCache();
  const market = MARKETS[code];
  return c.json({
    market: code,
    freeShippingFrom: majorAmount(market.freeShippingThreshold, market.currency),
    shipping: majorAmount(market.standardShipping, market.currency),
  });
});
