import { decodeCursor, encodeCursor } from '../cursor';

/**
 * What staff type into the orders list's search, read as one of three lookups that each have an
 * index (migration 0022): an order number, an e-mail address, or the start of a name.
 */
export type OrderSearch = { number: number } | { email: string } | { names: string[] };

/**
 * The number as shoppers quote it: bare, or after "#", "Nr.", "no.", "n°", "n.º", "č."
 * (success.orderNumber), read after NFKC, which makes "º" an "o".
 */
const NUMBER = /^(?:#|nr\.?|no\.?|n\.o|n°|č\.)?\s*(\d{1,12})$/i;

/**
 * SQLite's lower() folds A-Z only, and the triggers store e-mails and names through it: the
 * search folds the same way, so "Yamada" meets "yamada" and "Ö" stays "Ö" on both sides.
 */
export const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Each word with its first letter in capitals, as names are usually typed. */
const capitalised = (text: string) => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** Null for nothing to search. */
export function parseOrderSearch(input: string | undefined): OrderSearch | null {
  const q = (input ?? '').trim().replace(/\s+/g, ' ');
  if (!q) return null;
  // NFKC: a number typed on a Japanese keyboard (＃１００４２) is the same number.
  const number = NUMBER.exec(q.normalize('NFKC'));
  if (number) return { number: Number(number[1]) };
  if (q.includes('@')) return { email: asciiLower(q) };
  // A name stored as "Özil" is "Özil" after lower(): "özil" finds it through the capitalised form.
  return { names: [...new Set([asciiLower(q), asciiLower(capitalised(q))])] };
}

/** Where the next page starts: after this order in newest-first order. */
export interface OrderCursor {
  placedAt: number;
  id: string;
}

export const orderCursor = (after: OrderCursor) => encodeCursor([after.placedAt, after.id]);

/** The cursor's order, or null for anything this shop did not make. */
export function readOrderCursor(value: string): OrderCursor | null {
  const values = decodeCursor(value);
  if (values?.length !== 2) return null;
  const [placedAt, id] = values;
  return typeof placedAt === 'number' && Number.isSafeInteger(placedAt) && typeof id === 'string' && /^[a-z0-9]{1,40}$/.test(id)
    ? { placedAt, id }
    : null;
}
