import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seed from '../db/seed/catalog.json';
import { type RuntimeFloor, startRuntimeFloor } from '../scripts/runtime-floor.mjs';

const PAGE = '<!doctype html><title>A product page of the shop</title>';
let floor: RuntimeFloor;

// Three compiles, a Miniflare, the seed's catalog import: over a minute with both cores busy.
beforeAll(async () => {
  floor = await startRuntimeFloor({ page: PAGE });
}, 180_000);

afterAll(async () => {
  await floor?.stop();
});

const get = async (path: string) => {
  const res = await fetch(new URL(path, floor.url));
  return { status: res.status, body: await res.text(), trips: res.headers.get('x-d1-round-trips') };
};

describe("npm run bench's runtime floor", () => {
  // A statement D1 refused would answer 500, a product row not found 404.
  it("finds every seed product with the product page's own statements, in one D1 batch", async () => {
    for (const { sku } of seed.products) {
      expect(await get(`/products/${sku}?reviews=2`), sku).toEqual({ status: 200, body: PAGE, trips: '1' });
    }
  });
});
