import { HTTPException } from 'hono/http-exception';

/** An expected 404: the page or thing asked for does not exist. */
export function notFound(message = 'Not found'): HTTPException {
  return new HTTPException(404, { message });
}

/** A 4xx with a message that is safe to show the shopper. */
export function badRequest(message: string): HTTPException {
  return new HTTPException(400, { message });
}
