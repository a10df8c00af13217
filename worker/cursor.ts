/**
 * Opaque cursors for keyset paging (collections, search) and URL-safe signatures: base64url
 * of JSON, so a URL can carry them and a shopper cannot mistake them for anything to edit.
 */

const urlSafe = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function base64url(bytes: Uint8Array): string {
  return urlSafe(btoa(String.fromCharCode(...bytes)));
}

export function encodeCursor(values: readonly (string | number)[]): string {
  return base64url(new TextEncoder().encode(JSON.stringify(values)));
}

/** The cursor's values, or undefined for anything this shop did not make. Never throws. */
export function decodeCursor(value: string | null | undefined): unknown[] | undefined {
  if (!value || value.length > 200) return undefined;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))));
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
