import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_LANGUAGES, STAFF_MESSAGES, staffKeys } from './index';

/** Every file under `dir` whose name ends with one of `endings`. */
function files(dir: string, endings: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, endings);
    return endings.some((end) => name.endsWith(end)) ? [path] : [];
  });
}

const AREA_FILES = (language: string) =>
  readdirSync(`locales/backoffice/${language}`)
    .filter((f) => f.endsWith('.json'))
    .sort();

describe("the back office's texts", () => {
  it('come in English and German with the same keys, none empty', () => {
    expect(AREA_FILES('de')).toEqual(AREA_FILES('en'));
    expect([...staffKeys('de')].sort()).toEqual([...staffKeys('en')].sort());
    for (const language of STAFF_LANGUAGES)
      for (const key of staffKeys(language)) expect(JSON.stringify(key), `${language} ${key}`).not.toBe('""');
  });

  it('are all wired into the bundles (a new area file is listed in locales/backoffice/index.ts)', () => {
    const fileKeys = AREA_FILES('en').flatMap((file) => Object.keys(JSON.parse(readFileSync(`locales/backoffice/en/${file}`, 'utf8'))));
    expect([...staffKeys('en')].sort()).toEqual(fileKeys.sort());
  });

  it('have every key the back office names literally', () => {
    const known = new Set(staffKeys('en'));
    const areas = new Set([...known].map((key) => key.split('.')[0]));
    const missing: string[] = [];
    for (const file of [...files('client/backoffice', ['.ts', '.tsx']), ...files('worker/backoffice', ['.ts', '.tsx'])]) {
      if (file.includes('.test.')) continue;
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\('([a-z]+(?:\.[\w-]+)+)'/g))
        if (areas.has(key.split('.')[0]) && !known.has(key)) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
    expect(STAFF_MESSAGES.de).toBeTypeOf('object');
  });
});
