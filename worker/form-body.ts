import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import type * as z from 'zod';
import type { ShopEnv } from './env';
import { badRequest } from './errors';

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

/**
 * A form post's fields validated by `schema` through @hono/zod-validator: the handler reads
 * them with `c.req.valid('form')`. A form that does not validate, and one the runtime cannot
 * read (the validator's own 400), are both `badRequest(refusal)`: the action's one 4xx.
 */
export function validForm<T extends z.ZodType>(schema: T, refusal: string) {
  const validate = zValidator('form', schema, (result) => {
    if (!result.success) throw badRequest(refusal);
  });
  const middleware: typeof validate = async (c, next) => {
    let validated = false;
    try {
      return await validate(c, async () => {
        validated = true;
        await next();
      });
    } catch (error) {
      // An error of the action itself is the action's, not the form's.
      if (validated) throw error;
      throw badRequest(refusal);
    }
  };
  return middleware;
}
