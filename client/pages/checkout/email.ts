/**
 * The one check of an e-mail address, for every place an address enters or leaves the shop:
 * the checkout contact (browser and worker share the form's schema), the newsletter sign-up,
 * and the mail transport right before SMTP (worker/services/mail/transport.ts). An address that
 * passes can be written between `<` and `>` in `RCPT TO:` and as a `To:` header as it is: it
 * has no angle brackets, commas, semicolons, spaces, line breaks or control characters, which
 * would add recipients, headers or SMTP commands.
 *
 * What passes is RFC 5321's Mailbox, narrowed to what people use:
 * - the local part is a dot-atom (`first.last+tag`), or a quoted string without backslashes or
 *   the characters above (`"first..last"`), at most 64 characters;
 * - the domain is two or more host labels (letters, digits, inner hyphens, at most 63 each), the
 *   last one letters or an `xn--` label; labels may be internationalised (`münchen.de`), which
 *   the transport writes as `xn--` labels; no address literals (`[192.0.2.1]`);
 * - at most 254 characters in all (the 256 of a path, less its angle brackets).
 */

// RFC 5322 atext: letters, digits and ! # $ % & ' * + - / = ? ^ _ ` { | } ~.
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOT_ATOM = `${ATOM}(?:\\.${ATOM})*`;
// Printable ASCII but space, " , : ; < > @ \: legal in a quoted string, but these are exactly what
// a header parser or an SMTP server would read as the end of the address.
const QUOTED = '"[\\x21\\x23-\\x2B\\x2D-\\x39\\x3D\\x3F\\x41-\\x5B\\x5D-\\x7E]+"';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
const TOP_LABEL = '(?:\\p{L}[\\p{L}\\p{M}]{1,62}|xn--[A-Za-z0-9-]{1,59})';
const MAILBOX = new RegExp(`^(?:${DOT_ATOM}|${QUOTED})@(?:${LABEL}\\.)+${TOP_LABEL}$`, 'u');

const MAX_LOCAL = 64;
const MAX_ADDRESS = 254;

/** Whether `value`, exactly as given (callers trim), is a mailbox the shop may write to. */
export function isEmail(value: string): boolean {
  if (value.length > MAX_ADDRESS || !MAILBOX.test(value)) return false;
  return value.lastIndexOf('@') <= MAX_LOCAL;
}
