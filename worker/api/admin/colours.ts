import { Hono } from 'hono';
import * as z from 'zod';
import { shelfColour } from '../../../client/contract/sku';
import { coloursInUseQuery, removeSwatchStatement, setSwatchStatement, swatchesQuery } from '../../../db/queries/colours';
import { auditStatement, bumpCatalogStatement } from '../../../db/queries/operations';
import { isPaletteColour, PALETTE_SWATCHES, swatchOf } from '../../../locales/colours';
import { colourName } from '../../catalog/document';
import { clearCatalogCache } from '../../catalog-cache';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { bodyText, invalid } from './input';

/**
 * /admin/api/colours: the colours variants have and each one's swatch. A palette key has the
 * palette's swatch until it is given its own; any other name has none (a neutral swatch) until then.
 */
export const adminColours = new Hono<ShopEnv>();

export interface ColourView {
  name: string;
  /** A palette key, which every market names in its own language. */
  palette: boolean;
  /** As a shelf name writes it (CMF-101/moss/38). */
  shelf: string;
  /** The swatch the shop shows: its own, the palette's, or null (neutral). */
  swatch: string | null;
  /** Whether the swatch is the colour's own (a row), not the palette's. */
  own: boolean;
  variants: number;
  products: number;
}

adminColours.get('/', allow('catalog.read'), async (c) => {
  const db = c.get('db');
  const [inUse, rows] = await db.batch([coloursInUseQuery(db), swatchesQuery(db)]);
  const own = Object.fromEntries(rows.map((r) => [r.name, r.hex]));
  const counts = new Map(inUse.map((u) => [u.name, u]));
  // In use, then swatches set for colours no variant has (yet or any more).
  const names = [...new Set([...inUse.map((u) => u.name), ...rows.map((r) => r.name)])];
  const colours: ColourView[] = names.map((name) => ({
    name,
    palette: isPaletteColour(name),
    shelf: shelfColour(name),
    swatch: swatchOf(name, own),
    own: name in own,
    variants: counts.get(name)?.variants ?? 0,
    products: counts.get(name)?.products ?? 0,
  }));
  return c.json({ colours, palette: PALETTE_SWATCHES });
});

/** #rrggbb in either case, stored in lower case. */
const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb, such as #556b2f')
  .transform((value) => value.toLowerCase());

const swatchesSchema = z.object({
  swatches: z
    .array(
      z.object({
        name: colourName.refine((name) => name !== '', 'a colour name of 1 to 40 characters'),
        /** Null: back to the palette's swatch, or the neutral one. */
        hex: hex.nullable(),
      }),
    )
    .min(1)
    .max(500),
});

/** Sets swatches, many in one batch with one audit line; the shop's pages show them at once. */
adminColours.put('/', allow('catalog.write'), async (c) => {
  let json: unknown = null;
  try {
    json = JSON.parse(await bodyText(c.req.raw));
  } catch {
    // Not JSON: the schema names what is missing.
  }
  const parsed = swatchesSchema.safeParse(json);
  if (!parsed.success) throw invalid(parsed.error);
  const db = c.get('db');
  const before = Object.fromEntries((await swatchesQuery(db)).map((r) => [r.name, r.hex]));
  const changes = parsed.data.swatches.filter((s) => (before[s.name] ?? null) !== s.hex);
  if (changes.length === 0) return c.json({ changed: [] });
  const now = Date.now();
  const statements = changes.map((s) => (s.hex === null ? removeSwatchStatement(db, s.name) : setSwatchStatement(db, s.name, s.hex, now)));
  const [first, ...rest] = statements;
  await db.batch([
    first,
    ...rest,
    bumpCatalogStatement(db, now),
    auditStatement(db, {
      actor: c.get('operator'),
      action: 'colour.swatch',
      target: changes.length === 1 ? changes[0].name : 'colours',
      details: { changes: changes.map((s) => ({ name: s.name, before: before[s.name] ?? null, after: s.hex })) },
      at: now,
    }),
  ]);
  // This isolate's cached product pages show the old swatches; the others expire within their TTL.
  clearCatalogCache();
  return c.json({ changed: changes.map((s) => s.name) });
});
