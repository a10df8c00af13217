import { zValidator } from '@hono/zod-validator';
import { HTTPException } from 'hono/http-exception';
import * as z from 'zod';
import { decodeText, EncodingError } from '../../csv';

/** A 400 naming every field that is wrong, for the operator's command line to print. */
export function invalid(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): HTTPException {
  const problems = error.issues.map((i) => `${i.path.join('.') || 'request'}: ${i.message}`);
  return new HTTPException(400, { res: Response.json({ error: 'Invalid request', problems }, { status: 400 }) });
}

/**
 * A request's body as text in the charset its content-type names (UTF-8 when it names none).
 * Bytes that are not text in that charset are a 400 naming where they are, never text with
 * U+FFFD in it, and an unknown charset a 415.
 */
export async function bodyText(request: Request): Promise<string> {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(request.headers.get('content-type') ?? '')?.[1];
  try {
    return decodeText(new Uint8Array(await request.arrayBuffer()), charset);
  } catch (error) {
    if (!(error instanceof EncodingError)) throw error;
    const status = error.kind === 'unknown' ? 415 : 400;
    const fix =
      error.kind === 'unknown'
        ? 'send UTF-8'
        : "send UTF-8, or name the body's encoding (content-type: application/json; charset=windows-1252)";
    const problems = [`body: ${error.message}; ${fix}`];
    throw new HTTPException(status, { res: Response.json({ error: 'The body is not text in its encoding', problems }, { status }) });
  }
}

/**
 * The query validated by `schema` through @hono/zod-validator (`c.req.valid('query')`); one that
 * does not validate is `invalid`. A key given twice counts once, with its first value, as
 * `c.req.query()` reads it (the validator would make it a list).
 */
export const validQuery = <T extends z.ZodType>(schema: T) =>
  zValidator('query', z.preprocess(firstValues, schema), (result) => {
    if (!result.success) throw invalid(result.error);
  });

const firstValues = (query: unknown) =>
  Object.fromEntries(
    Object.entries(query as Record<string, string | string[]>).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
