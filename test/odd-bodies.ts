/**
 * Form bodies a client can send and the runtime cannot read as a form: workerd's formData()
 * takes urlencoded bodies in UTF-8 only (any other charset parameter, even us-ascii, is a
 * TypeError) and throws on a multipart body cut short. The fuzz test and the actions' own
 * tests send these.
 */

export interface OddBody {
  label: string;
  contentType: string;
  body: Uint8Array<ArrayBuffer>;
}

/** Charset parameters that are not UTF-8: real ones, differently spelt, and made-up names. */
export const ODD_CHARSETS = ['utf-16', 'UTF-16LE', 'utf-16be', 'latin1', 'ISO-8859-1', 'windows-1252', 'us-ascii', 'x-bogus'];

/** The fields urlencoded, in the bytes the charset names (UTF-16 as two bytes a unit, Latin-1 as one). */
export function charsetBody(fields: Record<string, string>, charset: string): OddBody {
  const text = new URLSearchParams(fields).toString();
  const name = charset.toLowerCase();
  let body: Uint8Array<ArrayBuffer>;
  if (name.startsWith('utf-16')) {
    const big = name === 'utf-16be';
    body = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      const unit = text.charCodeAt(i);
      body[i * 2 + (big ? 1 : 0)] = unit & 0xff;
      body[i * 2 + (big ? 0 : 1)] = unit >> 8;
    }
  } else if (/latin1|8859|1252|ascii/.test(name)) {
    body = Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);
  } else {
    body = new TextEncoder().encode(text);
  }
  return { label: `charset=${charset}`, contentType: `application/x-www-form-urlencoded; charset=${charset}`, body };
}

/** The fields as a browser's multipart body, cut after `keep` (0 to 1) of its bytes. */
export async function truncatedMultipart(fields: Record<string, string>, keep: number): Promise<OddBody> {
  const data = new FormData();
  // workerd's FormData refuses a field name ending in a backslash: no client can send one.
  for (const [name, value] of Object.entries(fields)) if (!name.endsWith('\\')) data.append(name, value);
  const whole = new Request('http://localhost/', { method: 'POST', body: data });
  const contentType = whole.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await whole.arrayBuffer());
  // At least one byte short of the closing boundary, however small `keep` is.
  const cut = Math.min(bytes.byteLength - 1, Math.floor(bytes.byteLength * keep));
  return { label: `multipart cut at ${cut} of ${bytes.byteLength} bytes`, contentType, body: bytes.slice(0, cut) };
}

/** Every kind of odd body for one form: each charset, and multipart cut at its start, middle and end. */
export async function oddBodies(fields: Record<string, string>): Promise<OddBody[]> {
  return [
    ...ODD_CHARSETS.map((charset) => charsetBody(fields, charset)),
    ...(await Promise.all([0, 0.1, 0.5, 0.9, 1].map((keep) => truncatedMultipart(fields, keep)))),
  ];
}
