/**
 * What a page's key may check a value against before the page is loaded: the product's variants,
 * read with its stamp (worker/catalog-cache.ts). A loader reads its query without them.
 */
export interface PageFacts {
  variants: readonly string[];
}

/**
 * A query parameter as a catalog page reads it: `read` gives the value the page acts on, or null
 * where the page does just as without the parameter (absent, empty, a value it ignores, its
 * default); `write` gives that value's one spelling. The page's cache key holds `write(read(raw))`
 * (worker/routes/catalog-query.ts), so two spellings of one page are one entry and a value the
 * page ignores makes none (decision 042).
 */
export interface QueryParam<T> {
  read(raw: string | null, facts?: PageFacts): T | null;
  write(value: T): string;
}

export function queryParam<T>(read: (raw: string, facts?: PageFacts) => T | null, write: (value: T) => string = String): QueryParam<T> {
  return { read: (raw, facts) => (raw ? read(raw, facts) : null), write };
}

/** One of `values`, in any case; `none` (the page's default) reads as null. */
export function oneOf<T extends string>(values: readonly T[], none?: T): QueryParam<T> {
  return queryParam((raw) => {
    const value = values.find((v) => v === raw.trim().toLowerCase());
    return value === undefined || value === none ? null : value;
  });
}

/**
 * A whole number from `min` to `max` (as `Number` reads it: ` 05`, `5.0` and `5` are one);
 * outside them null, as the page does without it.
 */
export function wholeNumber(min: number, max: number): QueryParam<number> {
  return queryParam((raw) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : null;
  });
}

export type QueryParams = Record<string, QueryParam<unknown>>;
export type QueryValues<P extends QueryParams> = { [K in keyof P]: P[K] extends QueryParam<infer T> ? T | null : never };

/** Each parameter's value as the page acts on it (null: as without it). */
export function readQuery<P extends QueryParams>(params: P, search: URLSearchParams, facts?: PageFacts): QueryValues<P> {
  return Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.read(search.get(name), facts)])) as QueryValues<P>;
}

/**
 * The query of `values`: each one the page acts on in its one spelling, in the order `params`
 * names them; the cache keys and the page's own links (a next page) are written alike.
 */
export function writeQuery<P extends QueryParams>(params: P, values: Partial<QueryValues<P>>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, param] of Object.entries(params)) {
    const value = values[name];
    if (value !== null && value !== undefined) query.set(name, param.write(value));
  }
  return query;
}
