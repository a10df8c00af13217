/**
 * A query parameter as a catalog page reads it: `read` gives the value the page acts on, or null
 * where the page does just as without the parameter (absent, empty, a value it ignores, its
 * default); `write` gives that value's one spelling. The page's cache key holds `write(read(raw))`
 * (worker/routes/catalog-query.ts), so two spellings of one page are one entry and a value the
 * page ignores makes none (decision 042).
 */
export interface QueryParam<T> {
  read(raw: string | null): T | null;
  write(value: T): string;
}

export function queryParam<T>(read: (raw: string) => T | null, write: (value: T) => string = String): QueryParam<T> {
  return { read: (raw) => (raw ? read(raw) : null), write };
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
export function readQuery<P extends QueryParams>(params: P, search: URLSearchParams): QueryValues<P> {
  return Object.fromEntries(Object.entries(params).map(([name, param]) => [name, param.read(search.get(name))])) as QueryValues<P>;
}
