import { type Context, Hono } from 'hono';
import { auditStatement } from '../../../db/queries/operations';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { ImageRefused, storedImage, storedWidths, storeImage, storeSize } from '../../services/images/bucket';

/**
 * /admin/api/images: uploads (the file is the body), an image's smaller widths (decision 033),
 * and the check of an image already stored. A refusal says why in `code` (tooLarge 413;
 * notImage, unsafeSvg, empty 415; width, shape 422; noOriginal 404).
 */
export const adminImages = new Hono<ShopEnv>();

const refused = (error: ImageRefused) => ({ error: error.message, code: error.code });

/** Stores the request's bytes with `store`, audited as `action`; a refused file answers why. */
async function stored(c: Context<ShopEnv>, action: string, store: (bytes: Uint8Array<ArrayBuffer>) => Promise<{ src: string }>) {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  try {
    const image = await store(bytes);
    await auditStatement(c.get('db'), {
      actor: c.get('operator'),
      action,
      target: image.src,
      details: { bytes: bytes.byteLength },
      at: Date.now(),
    });
    return c.json(image, 201);
  } catch (error) {
    if (error instanceof ImageRefused) return c.json(refused(error), error.status);
    throw error;
  }
}

adminImages.put('/', allow('catalog.write'), (c) => stored(c, 'image.upload', (bytes) => storeImage(c.env.IMAGES, bytes)));

/** PUT /admin/api/images/sizes?src=/images/...&width=640: the body is that width of the image, made by the uploader. */
adminImages.put('/sizes', allow('catalog.write'), (c) =>
  stored(c, 'image.size', (bytes) => storeSize(c.env.IMAGES, c.req.query('src') ?? '', Number(c.req.query('width')), bytes)),
);

/** The image's size and the smaller widths written so far (`sizes`). */
adminImages.get('/', allow('catalog.read'), async (c) => {
  const image = await storedImage(c.env.IMAGES, c.req.query('src') ?? '');
  if (!image) return c.json({ error: 'No such image in the shop' }, 404);
  return c.json({ ...image, sizes: await storedWidths(c.env.IMAGES, image) });
});
