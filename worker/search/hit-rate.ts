/**
 * The query table's hit rate per language, as a text table: a query is a hit when every
 * product it expects is on its first page. Printed by queries.test.ts, so the figures before
 * and after a change to search come from the same table and the same run.
 */
export function hitRateTable(results: { language: string; hit: boolean }[]): string {
  const byLanguage = new Map<string, { hits: number; queries: number }>();
  for (const { language, hit } of results) {
    const counted = byLanguage.get(language) ?? { hits: 0, queries: 0 };
    counted.queries += 1;
    if (hit) counted.hits += 1;
    byLanguage.set(language, counted);
  }
  const rows = [...byLanguage].map(([language, { hits, queries }]) => [language, hits, queries] as const);
  const hits = rows.reduce((sum, [, h]) => sum + h, 0);
  const queries = rows.reduce((sum, [, , q]) => sum + q, 0);
  const line = (name: string, h: number, q: number) =>
    `${name.padEnd(8)} ${`${h}/${q}`.padStart(7)} ${`${Math.round((100 * h) / q)} %`.padStart(6)}`;
  return [
    'Search hit rate (all expected products on the first page)',
    ...rows.map(([l, h, q]) => line(l, h, q)),
    line('all', hits, queries),
  ].join('\n');
}
