import { Hono } from 'hono';
import * as z from 'zod';
import {
  batchCodesQuery,
  createBatchStatement,
  createDiscountStatement,
  type DiscountCodeRow,
  type DiscountRules,
  discountBatchesQuery,
  discountCodeQuery,
  discountCodesQuery,
  discountStatsQuery,
  endDiscountStatement,
  updateDiscountStatement,
} from '../../../db/queries/discounts';
import { auditStatement } from '../../../db/queries/operations';
import { CURRENCIES, type Currency, MARKET_CODES } from '../../../locales/markets';
import { csvFile } from '../../csv';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { majorAmount, minorAmount } from '../../money-amounts';
import { normalizeCode } from '../../pricing';
import { invalid } from './input';

/**
 * /admin/api/discounts: the shop's discount codes and single-use batches. Amounts come and go as
 * operators write them ("5.00", "500" for JPY), per currency; inside they are minor units.
 */
export const adminDiscounts = new Hono<ShopEnv>();

const CODE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
const moment = z.iso.datetime({ offset: true }).nullish();
const perCurrency = z.partialRecord(z.enum(CURRENCIES), z.string().max(20));

const rulesSchema = z
  .object({
    kind: z.enum(['percent', 'fixed']),
    percent: z.int().min(1).max(100).optional(),
    amounts: perCurrency.optional(),
    markets: z.array(z.enum(MARKET_CODES)).max(MARKET_CODES.length).optional(),
    minimums: perCurrency.optional(),
    startsAt: moment,
    endsAt: moment,
    maxUses: z.int().min(1).max(10_000_000).nullish(),
    usesPerEmail: z.int().min(1).max(1000).nullish(),
  })
  .strict();
type RulesInput = z.infer<typeof rulesSchema>;

/** Amounts of a rule in minor units, or the problems naming each that is not an amount. */
function minorAmounts(field: string, given: Partial<Record<Currency, string>> | undefined, problems: string[]) {
  const entries = Object.entries(given ?? {}).filter(([, text]) => text?.trim());
  const out: Record<string, number> = {};
  for (const [currency, text] of entries) {
    const amount = minorAmount(text ?? '', currency as Currency);
    if (amount === null) problems.push(`${field}.${currency}: "${text}" is not an amount in ${currency}`);
    else out[currency] = amount;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The rules as the table keeps them, or the problems (a 400) when they cannot be kept. */
function toRules(input: RulesInput): { rules: DiscountRules } | { problems: string[] } {
  const problems: string[] = [];
  const amounts = minorAmounts('amounts', input.amounts, problems);
  const minimums = minorAmounts('minimums', input.minimums, problems);
  if (input.kind === 'percent' && input.percent === undefined) problems.push('percent: a percentage code needs one (1-100)');
  if (input.kind === 'fixed' && !amounts) problems.push('amounts: a fixed code needs an amount in at least one currency');
  if (amounts && Object.values(amounts).some((a) => a <= 0)) problems.push('amounts: each amount must be more than 0');
  const startsAt = input.startsAt ? Date.parse(input.startsAt) : null;
  const endsAt = input.endsAt ? Date.parse(input.endsAt) : null;
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) problems.push('endsAt: must be after startsAt');
  if (problems.length > 0) return { problems };
  return {
    rules: {
      kind: input.kind,
      value: input.kind === 'percent' ? (input.percent ?? 0) : 0,
      currency: null,
      market: null,
      markets: input.markets?.length ? JSON.stringify([...new Set(input.markets)]) : null,
      amounts: input.kind === 'fixed' ? JSON.stringify(amounts) : null,
      minimums: minimums ? JSON.stringify(minimums) : null,
      startsAt,
      endsAt,
      maxUses: input.maxUses ?? null,
      usesPerEmail: input.usesPerEmail ?? null,
      oncePerEmail: false,
    },
  };
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
const parsed = (json: string | null) => (json ? (JSON.parse(json) as Record<string, number>) : null);
const majors = (minor: Record<string, number> | null) =>
  minor ? Object.fromEntries(Object.entries(minor).map(([cur, n]) => [cur, majorAmount(n, cur as Currency)])) : null;

/** A code as the API shows it; older codes' one market and one currency read as the new lists. */
function shown(row: DiscountCodeRow) {
  const amounts = parsed(row.amounts) ?? (row.kind === 'fixed' && row.currency ? { [row.currency]: row.value } : null);
  return {
    code: row.code,
    kind: row.kind,
    percent: row.kind === 'percent' ? row.value : null,
    amounts: majors(amounts),
    markets: row.markets ? (JSON.parse(row.markets) as string[]) : row.market ? [row.market] : null,
    minimums: majors(parsed(row.minimums)),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    maxUses: row.maxUses,
    usesPerEmail: row.usesPerEmail ?? (row.oncePerEmail ? 1 : null),
    used: row.usedCount,
    batch: row.batch,
  };
}

async function rulesFrom(c: { req: { json: () => Promise<unknown> } }, extra: z.ZodRawShape = {}) {
  const body = await c.req.json().catch(() => null);
  const schema = rulesSchema.extend(extra);
  const result = schema.safeParse(body);
  if (!result.success) throw invalid(result.error);
  return result.data as RulesInput & Record<string, unknown>;
}

const refused = (problems: string[]) => Response.json({ error: 'Invalid request', problems }, { status: 400 });

adminDiscounts.get('/', allow('catalog.read'), async (c) => {
  const db = c.get('db');
  const [rows, stats, batches] = await db.batch([discountCodesQuery(db), discountStatsQuery(db), discountBatchesQuery(db)]);
  // Orders and revenue per currency: amounts of different currencies are never added up.
  const byCode = new Map<string, { orders: number; revenue: Record<string, string> }>();
  const byBatch = new Map<string, { orders: number; revenue: Record<string, number> }>();
  for (const s of stats) {
    const code = byCode.get(s.code) ?? { orders: 0, revenue: {} };
    code.orders += s.orders;
    code.revenue[s.currency] = majorAmount(s.revenue, s.currency as Currency);
    byCode.set(s.code, code);
    if (s.batch) {
      const batch = byBatch.get(s.batch) ?? { orders: 0, revenue: {} };
      batch.orders += s.orders;
      batch.revenue[s.currency] = (batch.revenue[s.currency] ?? 0) + s.revenue;
      byBatch.set(s.batch, batch);
    }
  }
  return c.json({
    codes: rows.map((row) => ({ ...shown(row), orders: byCode.get(row.code)?.orders ?? 0, revenue: byCode.get(row.code)?.revenue ?? {} })),
    batches: batches.map((b) => ({
      batch: b.batch,
      codes: b.codes,
      used: b.used,
      createdAt: iso(b.createdAt),
      endsAt: iso(b.endsAt),
      orders: byBatch.get(b.batch)?.orders ?? 0,
      revenue: majors(byBatch.get(b.batch)?.revenue ?? null) ?? {},
    })),
  });
});

adminDiscounts.post('/', allow('catalog.write'), async (c) => {
  const input = await rulesFrom(c, { code: z.string().max(60) });
  const code = normalizeCode(String(input.code));
  if (!CODE.test(code)) return refused([`code: "${input.code}" must be 3-40 letters, digits, - or _`]);
  const made = toRules(input);
  if ('problems' in made) return refused(made.problems);
  const db = c.get('db');
  const [existing] = await discountCodeQuery(db, code);
  if (existing) return c.json({ error: `The code ${code} exists already` }, 409);
  const now = Date.now();
  try {
    await db.batch([
      createDiscountStatement(db, code, made.rules, now),
      auditStatement(db, { actor: c.get('operator'), action: 'discount.create', target: `discount:${code}`, details: input, at: now }),
    ]);
  } catch (error) {
    // Two creations of one code at once: the second meets the primary key.
    if (String((error as Error)?.message ?? error).includes('UNIQUE')) return c.json({ error: `The code ${code} exists already` }, 409);
    throw error;
  }
  const [row] = await discountCodeQuery(db, code);
  return c.json(shown(row), 201);
});

adminDiscounts.put('/:code', allow('catalog.write'), async (c) => {
  const code = normalizeCode(c.req.param('code'));
  const input = await rulesFrom(c);
  const made = toRules(input);
  if ('problems' in made) return refused(made.problems);
  const db = c.get('db');
  const now = Date.now();
  if ((await discountCodeQuery(db, code)).length === 0) return c.json({ error: `No discount code ${code}` }, 404);
  // Uses so far stay: editing the rules never gives a used-up code new uses by resetting them.
  await db.batch([
    updateDiscountStatement(db, code, made.rules),
    auditStatement(db, { actor: c.get('operator'), action: 'discount.edit', target: `discount:${code}`, details: input, at: now }),
  ]);
  const [row] = await discountCodeQuery(db, code);
  return c.json(shown(row));
});

adminDiscounts.post('/:code/end', allow('catalog.write'), async (c) => {
  const code = normalizeCode(c.req.param('code'));
  const db = c.get('db');
  const now = Date.now();
  if ((await discountCodeQuery(db, code)).length === 0) return c.json({ error: `No discount code ${code}` }, 404);
  await db.batch([
    endDiscountStatement(db, { code }, now),
    auditStatement(db, { actor: c.get('operator'), action: 'discount.end', target: `discount:${code}`, at: now }),
  ]);
  const [row] = await discountCodeQuery(db, code);
  return c.json(shown(row));
});

// Codes people type: no 0/O, 1/I/L to misread.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 10;

function randomCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
    // 256 is not a multiple of 31: bytes past the last whole round are drawn again, so no letter is likelier.
    const limit = 256 - (256 % ALPHABET.length);
    if (bytes.some((b) => b >= limit)) continue;
    codes.add(prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join(''));
  }
  return [...codes];
}

adminDiscounts.post('/batches', allow('catalog.write'), async (c) => {
  const body = await c.req.json().catch(() => null);
  const shape = z
    .object({ prefix: z.string().max(20), count: z.int().min(1).max(5000), rules: rulesSchema.omit({ maxUses: true }) })
    .strict()
    .safeParse(body);
  if (!shape.success) throw invalid(shape.error);
  const prefix = normalizeCode(shape.data.prefix);
  if (!/^[A-Z0-9_-]{0,20}$/.test(prefix)) return refused([`prefix: "${shape.data.prefix}" may hold letters, digits, - and _`]);
  const made = toRules(shape.data.rules);
  if ('problems' in made) return refused(made.problems);
  const db = c.get('db');
  const now = Date.now();
  const batch = `${prefix || 'BATCH'}-${new Date(now).toISOString().slice(0, 19).replace(/[-:T]/g, '')}-${randomCodes('', 1)[0].slice(0, 4)}`;
  const codes = randomCodes(prefix, shape.data.count);
  await db.batch([
    createBatchStatement(db, batch, codes, { ...made.rules, maxUses: 1 }, now),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'discount.batch',
      target: `discount-batch:${batch}`,
      details: { prefix, count: codes.length, rules: shape.data.rules },
      at: now,
    }),
  ]);
  return c.json({ batch, count: codes.length, csv: `/admin/api/discounts/batches/${batch}/codes.csv` }, 201);
});

adminDiscounts.get('/batches/:batch/codes.csv', allow('catalog.read'), async (c) => {
  const batch = c.req.param('batch');
  const rows = await batchCodesQuery(c.get('db'), batch);
  if (rows.length === 0) return c.json({ error: `No batch ${batch}` }, 404);
  return c.body(
    csvFile(
      ['code', 'used'],
      rows.map((r) => [r.code, r.usedCount > 0 ? 'yes' : 'no']),
    ),
    200,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${batch}.csv"` },
  );
});

adminDiscounts.post('/batches/:batch/end', allow('catalog.write'), async (c) => {
  const batch = c.req.param('batch');
  const db = c.get('db');
  const now = Date.now();
  if ((await batchCodesQuery(db, batch)).length === 0) return c.json({ error: `No batch ${batch}` }, 404);
  const [ended] = await db.batch([
    endDiscountStatement(db, { batch }, now),
    auditStatement(db, { actor: c.get('operator'), action: 'discount.batch.end', target: `discount-batch:${batch}`, at: now }),
  ]);
  return c.json({ batch, ended: ended.length });
});
