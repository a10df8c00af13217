/**
 * What replaces a customer's e-mail address and name once erased, and names them in the audit:
 * 'erased-' and 16 hex digits of an HMAC of the address under the shop's ORDER_SECRET. The same
 * address always gives the same pseudonym, so an audit line written before the erasure (an
 * export) and the erased orders can still be found from the address a customer gives again; but
 * without the secret nobody can test guessed addresses against it, as a plain hash would allow.
 */
export async function customerPseudonym(email: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`customer:${email}`)));
  return `erased-${[...mac.subarray(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The audit's target for what is done about a customer: never the address itself. */
export const customerAuditTarget = (pseudonym: string) => `customer:${pseudonym}`;
