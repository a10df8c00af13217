import type { Database } from '../../db/client';
import { orderIdByNumberQuery, orderIdQuery } from '../../db/queries/order-list';

/** An order id as the shop makes them (cuid2, lower case). */
const ID = /^[a-z0-9]{20,32}$/;
/** The short number, bare or after '#' (%23 in a path). */
const NUMBER = /^#?(\d{1,12})$/;

/**
 * The order an operator path names: by its id, or by the number staff and shoppers read
 * (`/admin/api/orders/10042`). Null when there is no such order.
 */
export async function orderIdOf(db: Database, ref: string): Promise<string | null> {
  const number = NUMBER.exec(ref);
  if (!number && !ID.test(ref)) return null;
  const [order] = await (number ? orderIdByNumberQuery(db, Number(number[1])) : orderIdQuery(db, ref));
  return order?.id ?? null;
}
