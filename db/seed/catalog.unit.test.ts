import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../../worker/catalog/document';
import { SEED_CATALOG, SEED_IMAGES } from './statements';

const products: ProductDocument[] = JSON.parse(readFileSync(SEED_CATALOG, 'utf8')).products;

describe('the seed catalog', () => {
  it('names each image of db/seed/images by its content hash, as the bucket keeps an upload', () => {
    const hash = (file: string) =>
      createHash('sha256')
        .update(readFileSync(`${SEED_IMAGES}/${file}`))
        .digest('hex')
        .slice(0, 32);
    const files = readdirSync(SEED_IMAGES).filter((file) => file.endsWith('.svg'));
    const named = products.flatMap((p) => (p.images ?? []).map((image, i) => [`${p.sku}-${i + 1}.svg`, image.src]));
    expect(named.map(([file]) => file).sort()).toEqual(files.sort());
    for (const [file, src] of named) expect(src, file).toBe(`/images/products/${hash(file)}.svg`);
  });
});
