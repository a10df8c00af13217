import { HTTPException } from 'hono/http-exception';
import type * as z from 'zod';

/** A 400 naming every field that is wrong, for the operator's command line to print. */
export function invalid(error: z.ZodError): HTTPException {
  const problems = error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`);
  return new HTTPException(400, { res: Response.json({ error: 'Invalid request', problems }, { status: 400 }) });
}
