import { Hono } from 'hono';
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
    if (error instanceof ImageRefused) return c.json(refused(error), error.status);
    throw error;
  }
});

/** PUT /admin/api/images/sizes?src=/images/...&width=640: the body is that width of the image, made by the uploader. */
adminImages.put('/sizes', allow('catalog.write'), async (c) => {
  const src = c.req.query('src') ?? '';
  const width = Number(c.req.query('width'));
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  try {
    const size = await storeSize(c.env.IMAGES, src, width, bytes);
    await auditStatement(c.get('db'), {
      actor: c.get('operator'),
      action: 'image.size',
      target: size.src,
      details: { bytes: bytes.byteLength },
      at: Date.now(),
    });
    return c.json(size, 201);
  } catch (error) {
    if (error instanceof ImageRefused) return c.json(refused(error), error.status);
    throw error;
  }
});

/** The image's size and the smaller widths written so far (`sizes`). */
adminImages.get('/', allow('catalog.read'), async (c) => {
  const image = await storedImage(c.env.IMAGES, c.req.query('src') ?? '');
  if (!image) return c.json({ error: 'No such image in the shop' }, 404);
  return c.json({ ...image, sizes: await storedWidths(c.env.IMAGES, image) });
});
