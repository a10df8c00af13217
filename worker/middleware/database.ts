import { createMiddleware } from 'hono/factory';
import { createDatabase } from '../../db/client';
import type { ShopEnv } from '../env';

/**
 * The request's database handle. With COUNT_D1=1 (benchmarks) every D1 round trip is counted
 * and reported in an x-d1-round-trips header; in production the binding is used as it is.
 */
export const database = () =>
  createMiddleware<ShopEnv>(async function database(c, next) {
    let trips = 0;
    const counting = c.env.COUNT_D1 === '1';
    const d1 = counting ? countRoundTrips(c.env.DB, () => trips++) : c.env.DB;
    c.set('db', createDatabase(d1));
    c.set('d1RoundTrips', () => trips);
    await next();
    if (counting) c.header('x-d1-round-trips', String(trips));
  });

const EXECUTING = new Set(['all', 'first', 'run', 'raw']);

function countRoundTrips(d1: D1Database, count: () => void): D1Database {
  // The runtime's batch() wants its own statement objects, not our wrappers.
  const unwrapped = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const statement = (s: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(s, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof value !== 'function') return value;
        if (key === 'bind') return (...args: unknown[]) => statement(value.apply(target, args));
        if (typeof key === 'string' && EXECUTING.has(key)) {
          return (...args: unknown[]) => {
            count();
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    unwrapped.set(wrapped, s);
    return wrapped;
  };
  return new Proxy(d1, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key === 'prepare') return (query: string) => statement(target.prepare(query));
      if (key === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          count();
          return target.batch(statements.map((s) => unwrapped.get(s) ?? s));
        };
      }
      if (key === 'exec') {
        return (query: string) => {
          count();
          return target.exec(query);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
