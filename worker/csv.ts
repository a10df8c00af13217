import Papa from 'papaparse';

/**
 * The one place for what the shop's CSV files are: every CSV it writes (the orders export, the
 * catalog's Shopify export) is made by `csvFile`, and every one it reads is decoded by
 * `decodeText` and its cells read back with `restoredCell`. The worker uses this module as it
 * is; the command line compiles it (scripts/setup-steps.mjs, importTypeScript).
 */

/**
 * Without a byte order mark, Excel reads a CSV in the computer's legacy code page: "Zoë" becomes
 * "ZoÃ«" and Japanese is garbled. With it, Excel, Numbers, LibreOffice and Google Sheets all read UTF-8.
 */
export const BOM = '\uFEFF';

export type CsvCell = string | number | null;

// Spreadsheets run a cell that starts with = + - @, a tab or a carriage return as a formula
// (OWASP; ASVS adds NUL), so a shopper named =HYPERLINK(...) would become a live link in the
// warehouse's copy. Such a cell gets a leading apostrophe, which spreadsheets read as "this is
// text". Leading apostrophes are counted, so `'=x` gets one more and `restoredCell` undoes exactly
// what was added. A plain decimal number (-12.50, -2) is a number to every spreadsheet, not a
// formula, and stays as it is: amounts and stock changes keep their meaning in both directions.
const FORMULA = /^(?!-?\d+(?:\.\d+)?$)'*[=+\-@\t\r\0]/;
const NEUTRALISED = /^'+[=+\-@\t\r\0]/;

/** A cell as `csvFile` writes it: text that a spreadsheet shows and never runs. */
export const neutralisedCell = (cell: string): string => (FORMULA.test(cell) ? `'${cell}` : cell);

/** A cell as it was before `csvFile` wrote it (cells nobody neutralised come back unchanged). */
export const restoredCell = (cell: string): string => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);

/**
 * A CSV file that is safe to open: UTF-8 with a byte order mark, RFC 4180 quoting and line
 * breaks, no cell a spreadsheet would run. The header is written even without rows, so an empty
 * export still says what its columns are.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const text = Papa.unparse(
    { fields: [...header], data: rows.map((row) => row.map((cell) => cell ?? '')) },
    { escapeFormulae: FORMULA, newline: '\r\n' },
  );
  // Papa ends a file without rows with its header's line break, and one with rows without any.
  return `${BOM}${text}${text.endsWith('\r\n') ? '' : '\r\n'}`;
}

/** Bytes that are not text in the encoding the file or request says it has. */
export class EncodingError extends Error {
  constructor(
    message: string,
    /** `unknown`: the label names no encoding; `invalid`: the bytes are not text in it. */
    readonly kind: 'unknown' | 'invalid',
    /** Where the first bad byte is (1-based), when the encoding lets us find it. */
    readonly at: { line: number; byte: number } | null = null,
  ) {
    super(message);
  }
}

/**
 * Text in `charset` (a label as content-type and TextDecoder know it; UTF-8 when none), refused
 * rather than guessed: a byte the encoding cannot read is an EncodingError naming its line and
 * byte, never a U+FFFD silently stored in the catalog. A byte order mark names the encoding
 * itself and wins over the label, as in browsers; it is not part of the text.
 */
export function decodeText(bytes: Uint8Array, charset?: string): string {
  const sniffed =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? 'utf-8'
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? 'utf-16le'
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? 'utf-16be'
          : null;
  const label = sniffed ?? (charset?.trim() || 'utf-8');
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new EncodingError(`"${label}" is not an encoding this shop knows (utf-8, windows-1252, iso-8859-2, shift_jis, ...)`, 'unknown');
  }
  try {
    return decoder.decode(bytes);
  } catch {
    if (decoder.encoding !== 'utf-8') throw new EncodingError(`the bytes are not valid ${decoder.encoding}`, 'invalid');
    const offset = firstInvalidUtf8(bytes);
    const lineStart = offset === 0 ? 0 : bytes.lastIndexOf(0x0a, offset - 1) + 1;
    const line = countNewlines(bytes, lineStart) + 1;
    const byte = offset - lineStart + 1;
    const hex = `0x${bytes[offset].toString(16).toUpperCase().padStart(2, '0')}`;
    throw new EncodingError(`byte ${byte} of line ${line} (${hex}) is not UTF-8${legacyReading(bytes, lineStart)}`, 'invalid', {
      line,
      byte,
    });
  }
}

function countNewlines(bytes: Uint8Array, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (bytes[i] === 0x0a) n++;
  return n;
}

/** The line as Windows' Western code page reads it: the usual source of such files, and a hint of which it is. */
function legacyReading(bytes: Uint8Array, lineStart: number): string {
  const end = bytes.indexOf(0x0a, lineStart);
  const line = bytes.subarray(lineStart, end < 0 ? bytes.length : end);
  try {
    const text = new TextDecoder('windows-1252').decode(line).replace(/\r$/, '');
    return `; in windows-1252 the line reads "${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`;
  } catch {
    return '';
  }
}

/** The offset of the first byte that does not start or continue a well-formed UTF-8 sequence (Unicode, table 3-7). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i];
    if (lead < 0x80) {
      i++;
      continue;
    }
    const more = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : 0;
    if (more === 0 || i + more >= bytes.length) return i;
    // The second byte's range rules out overlong forms, surrogates and code points past U+10FFFF.
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    if (bytes[i + 1] < low || bytes[i + 1] > high) return i;
    for (let k = 2; k <= more; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += more + 1;
  }
  return bytes.length;
}
