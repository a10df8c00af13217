import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import us from '../locales/us.json';
import { browserMessages, messagesModuleSource, WORKER_ONLY_GROUPS } from './messages';

/**
 * Every TypeScript file of client/ that a browser runs (tests left out): the back office's pages
 * are rendered by the worker only (decision 028), so they may read what the worker keeps.
 */
function clientSources(dir = 'client'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('client', 'backoffice') ? [join(path, 'script.ts')] : clientSources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe("the browser's copy of a bundle", () => {
  it('leaves out the groups only the worker reads, and keeps the rest as it is', () => {
    const copy = browserMessages(us);
    for (const group of WORKER_ONLY_GROUPS) expect(copy).not.toHaveProperty(group);
    expect(Object.keys(copy).length).toBe(Object.keys(us).length - WORKER_ONLY_GROUPS.length);
    expect(copy.product).toBe(us.product);
    expect(browserMessages(us)).toBe(copy);
  });

  it('holds every message the client asks for: no client module reads a group the worker keeps', () => {
    for (const file of clientSources()) {
      const source = readFileSync(file, 'utf8');
      for (const group of WORKER_ONLY_GROUPS) expect(source, file).not.toMatch(new RegExp(`['"\`]${group}\\.`));
    }
  });
});

describe('the UI bundle module', () => {
  it("holds the browser's copy, whatever its text holds (quotes, backslashes, line separators)", () => {
    const tricky = { a: { b: `it's "quoted" \\ back\\slash\n\u2028\u2029 </script> ${'\u{1F600}'}` }, mail: { x: 'y' } };
    for (const messages of [us, tricky]) {
      const source = messagesModuleSource(messages);
      expect(source.startsWith("export default JSON.parse('")).toBe(true);
      const value = new Function(source.replace('export default ', 'return '))();
      expect(value).toEqual(browserMessages(messages));
    }
  });
});
