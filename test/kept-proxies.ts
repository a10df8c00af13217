import { types } from 'node:util';

/**
 * Miniflare's bindings in Node (`mf.getD1Database()`, `mf.getR2Bucket()`) are proxies of objects
 * kept in workerd; when Node collects a proxy, Miniflare frees the object there, in a request of
 * its own. A statement used once (`db.prepare(sql).bind(x)` passed to `batch()`) is garbage as
 * soon as the call is sent, and on a busy machine the free can reach workerd before the call
 * that names it: Miniflare then fails the call ("heapValue !== undefined"). A test making
 * thousands of calls met that on a fresh clone. Every proxy handed out through `kept(binding)`
 * is held until `release()`, so none is freed while a call may still name it.
 */
export function keptProxies() {
  const held = new Set<object>();
  const originals = new WeakMap<object, object>();
  const unwrap = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(unwrap) : value !== null && typeof value === 'object' ? (originals.get(value) ?? value) : value;

  const wrap = <T>(value: T): T => {
    if (value === null || typeof value !== 'object' || !types.isProxy(value)) return value;
    held.add(value);
    const wrapper = new Proxy(value, {
      get(target, key) {
        const property = Reflect.get(target, key);
        if (typeof property !== 'function') return property;
        return (...args: unknown[]) => {
          const answer = property.apply(target, args.map(unwrap));
          return answer instanceof Promise ? answer.then(wrap) : wrap(answer);
        };
      },
    });
    originals.set(wrapper, value);
    return wrapper as T;
  };

  return {
    kept: wrap,
    release: () => held.clear(),
  };
}
