import { type Cursor, SORTS } from '../../../db/queries/collections';
import { EU_SIZES } from '../../../locales/sizes';
import { WIDTHS } from '../../../locales/widths';
import { decodeCursor, encodeCursor } from '../../cursor';
import { oneOf, queryParam, wholeNumber } from '../query-param';

const MAX_PRICE = 1_000_000;

/** The `after` cursor this shop made: a sort key and a product's SKU. */
function readCursor(raw: string): Cursor | null {
  const [key, sku] = decodeCursor(raw) ?? [];
  return typeof key === 'number' && Number.isFinite(key) && typeof sku === 'string' && sku.length <= 40 ? { key, sku } : null;
}

/**
 * What a collection reads of its query. A bad value is no filter, never an error: a size off
 * the chart, a width off the scale, a price that is not a whole number of the currency's unit.
 * A lowest price of 0 bounds nothing.
 */
export const collectionParams = {
  sort: oneOf(SORTS, 'featured'),
  size: oneOf(EU_SIZES),
  width: oneOf(WIDTHS),
  min: wholeNumber(1, MAX_PRICE),
  max: wholeNumber(0, MAX_PRICE),
  after: queryParam(readCursor, (cursor) => encodeCursor([cursor.key, cursor.sku])),
};
