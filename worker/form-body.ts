import type { Context } from 'hono';
import type { ShopEnv } from './env';

export type FormFields = Record<string, string | File>;

/**
 * A form post's fields ({} for a body of another type), or null when it claims to be a form the
 * runtime cannot read: workerd's formData() throws a TypeError for a charset other than UTF-8
 * and for a multipart body cut short. Browsers post these pages' forms in UTF-8 and whole, so
 * null means a broken or hostile client; each action answers it with its own 4xx rather than
 * letting the TypeError become a 500.
 */
export async function readForm(c: Context<ShopEnv>): Promise<FormFields | null> {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}
