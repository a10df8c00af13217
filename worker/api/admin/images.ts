import { Hono } from 'hono';
import { auditStatement } from '../../../db/queries/operations';
import type { ShopEnv } from '../../env';
import { allow } from '../../middleware/operator-only';
import { ImageRefused, storedImage, storeImage } from '../../services/images/bucket';

/** /admin/api/images: the import's uploads (the file is the body) and the check of an image already stored. */
export const adminImages = new Hono<ShopEnv>();

adminImages.put('/', allow('catalog.write'), async (c) => {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  try {
    const image = await storeImage(c.env.IMAGES, bytes);
    await auditStatement(c.get('db'), {
      actor: c.get('operator'),
      action: 'image.upload',
      target: image.src,
      details: { bytes: bytes.byteLength },
      at: Date.now(),
    });
    return c.json(image, 201);
  } catch (error) {
    if (error instanceof ImageRefused) return c.json({ error: error.message }, 415);
    throw error;
  }
});

adminImages.get('/', allow('catalog.read'), async (c) => {
  const image = await storedImage(c.env.IMAGES, c.req.query('src') ?? '');
  return image ? c.json(image) : c.json({ error: 'No such image in the shop' }, 404);
});
