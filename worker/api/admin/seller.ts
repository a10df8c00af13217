import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { auditStatement, bumpCatalogStatement } from '../../../db/queries/operations';
import { resetPaymentMethodsStatement, savePaymentMethodsStatement, saveSellerDetailStatement } from '../../../db/queries/seller';
import { isMarketCode, MARKET_CODES, MARKETS, type MarketCode } from '../../../locales/markets';
import { isPaymentMethodId, methodsFor, type PaymentMethodId, takesPaymentIn } from '../../../locales/payment-methods';
import { clearCatalogCache } from '../../catalog-cache';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { providersFromSettings } from '../../seller/providers';
import { problemText, requiredFields, SELLER_FIELDS, type SellerDetails, sellerProblems } from '../../seller/rules';
import { forgetStoredSettings, sellerOfShop, storedSettings, withPaymentMethods } from '../../seller/store';
import { readSettings } from '../../settings';
import { invalid } from './input';

/**
 * /admin/api/seller: the seller's details the legal pages, invoices and e-mails name, and the
 * ways to pay each market offers. Both are checked by the rules the deploy check uses
 * (worker/seller/rules.ts, locales/payment-methods.ts) before anything is written.
 */
export const adminSeller = new Hono<ShopEnv>();

/** What the database says now, not what this isolate read up to a minute ago. */
async function fresh(c: Context<ShopEnv>) {
  forgetStoredSettings();
  return storedSettings(c.get('db'), Date.now());
}

function marketMethods(code: MarketCode, stored: Awaited<ReturnType<typeof storedSettings>>) {
  const market = withPaymentMethods(MARKETS[code], stored);
  return {
    market: code,
    currency: market.currency,
    methods: [...market.paymentMethods],
    own: stored.methods.has(code),
    available: methodsFor(market.currency),
  };
}

adminSeller.get('/', allow('catalog.read'), async (c) => {
  const stored = await fresh(c);
  const details = sellerOfShop(readSettings(c.env), stored);
  return c.json({
    details,
    saved: SELLER_FIELDS.filter((field) => stored.seller[field] !== undefined),
    required: Object.fromEntries(MARKET_CODES.map((code) => [code, requiredFields(code, details)])),
    problems: sellerProblems(details).map((p) => ({ ...p, message: problemText(p) })),
    markets: MARKET_CODES.map((code) => marketMethods(code, stored)),
    // Named as recipients in the privacy policies; settings of the deployment, not saved here.
    providers: providersFromSettings(c.env),
  });
});

/** Each detail a line of text; one left out keeps what is in force. */
const detailsSchema = z.strictObject(
  Object.fromEntries(SELLER_FIELDS.map((field) => [field, z.string().max(2000).optional()])),
) as z.ZodType<Partial<SellerDetails>>;

adminSeller.put('/', allow('settings.write'), async (c) => {
  const parsed = detailsSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const current = sellerOfShop(readSettings(c.env), await fresh(c));
  const given = Object.fromEntries(Object.entries(parsed.data).map(([field, value]) => [field, (value ?? '').trim()]));
  const details = { ...current, ...given } as SellerDetails;
  const problems = sellerProblems(details);
  // `problems` in English for the command line, as deploy writes them; `fields` for the back office to translate.
  if (problems.length)
    return c.json({ error: 'Invalid seller details', code: 'invalid', problems: problems.map(problemText), fields: problems }, 400);
  const db = c.get('db');
  const now = Date.now();
  // Every detail is written, so the database, not the settings, says what is in force from now on.
  const changed = SELLER_FIELDS.filter((field) => details[field] !== current[field]);
  await db.batch([
    // Legal pages are catalog pages: a new catalog version makes every cache key past them.
    bumpCatalogStatement(db, now),
    ...SELLER_FIELDS.map((field) => saveSellerDetailStatement(db, field, details[field], now)),
    // The fields' names only: the values are on the page, and a representative's name is personal data.
    auditStatement(db, { actor: c.get('operator'), action: 'seller.details', target: 'seller', details: { changed }, at: now }),
  ]);
  forgetStoredSettings();
  clearCatalogCache();
  return c.json({ details, changed });
});

const methodsSchema = z.strictObject({ methods: z.array(z.string().max(40)).max(40) });

adminSeller.put('/payment-methods/:code', allow('settings.write'), async (c) => {
  const code = c.req.param('code');
  if (!isMarketCode(code)) return c.json({ error: `No market ${code} (markets: ${MARKET_CODES.join(', ')})` }, 404);
  const parsed = methodsSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw invalid(parsed.error);
  const { currency } = MARKETS[code];
  const problems: string[] = [];
  const methods: PaymentMethodId[] = [];
  for (const method of parsed.data.methods) {
    if (!isPaymentMethodId(method)) problems.push(`methods: "${method}" is not a way to pay the checkout takes`);
    else if (!takesPaymentIn(method, currency)) problems.push(`methods: ${method} is not taken in ${currency}`);
    else if (!methods.includes(method)) methods.push(method);
  }
  if (problems.length) return c.json({ error: 'Invalid payment methods', code: 'unsupported', problems }, 400);
  if (methods.length === 0) return c.json({ error: 'Invalid payment methods', code: 'empty', problems: ['methods: at least one'] }, 400);
  const db = c.get('db');
  const now = Date.now();
  await db.batch([
    bumpCatalogStatement(db, now),
    savePaymentMethodsStatement(db, code, methods, now),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'market.payment-methods',
      target: `market:${code}`,
      details: { methods },
      at: now,
    }),
  ]);
  forgetStoredSettings();
  clearCatalogCache();
  return c.json(marketMethods(code, await fresh(c)));
});

/** Back to the defaults of locales/markets.ts. */
adminSeller.delete('/payment-methods/:code', allow('settings.write'), async (c) => {
  const code = c.req.param('code');
  if (!isMarketCode(code)) return c.json({ error: `No market ${code}` }, 404);
  const db = c.get('db');
  const now = Date.now();
  await db.batch([
    resetPaymentMethodsStatement(db, code),
    bumpCatalogStatement(db, now),
    auditStatement(db, { actor: c.get('operator'), action: 'market.payment-methods.reset', target: `market:${code}`, at: now }),
  ]);
  forgetStoredSettings();
  clearCatalogCache();
  return c.json(marketMethods(code, await fresh(c)));
});
