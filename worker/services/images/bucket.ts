import { imageSize } from 'image-size';

/**
 * Product images in R2 (the IMAGES binding; Miniflare keeps a local bucket). Keys are the
 * content's hash, so a stored image never changes and may be cached for a year; width and
 * height are read from the file on upload and kept with it for the page's layout.
 */

export const IMAGE_PATH = '/images/';
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES: Record<string, { contentType: string; extension: string }> = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  svg: { contentType: 'image/svg+xml', extension: 'svg' },
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** R2 refuses a longer name with an error of its own, where the shop means "no such image". */
const MAX_KEY_BYTES = 1024;
const isKey = (key: string) => new TextEncoder().encode(key).byteLength <= MAX_KEY_BYTES;
// An SVG opened on its own runs nothing and loads nothing.
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface StoredImage {
  src: string;
  width: number;
  height: number;
}

export class ImageRefused extends Error {}

function imageKind(bytes: Uint8Array) {
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_BYTES)
    throw new ImageRefused(`an image has 1 byte to ${MAX_BYTES / 1024 / 1024} MB`);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ImageRefused('not an image this shop can show (JPEG, PNG, WebP, AVIF, GIF or SVG)');
  }
  const type = TYPES[size.type ?? ''];
  if (!type || !size.width || !size.height) throw new ImageRefused('not an image this shop can show (JPEG, PNG, WebP, AVIF, GIF or SVG)');
  return { ...type, width: size.width, height: size.height };
}

async function hashOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stores an image (once: the same bytes give the same key) and says how to show it. */
export async function storeImage(bucket: R2Bucket, bytes: Uint8Array<ArrayBuffer>): Promise<StoredImage> {
  const { contentType, extension, width, height } = imageKind(bytes);
  const key = `products/${await hashOf(bytes)}.${extension}`;
  if (!(await bucket.head(key))) {
    await bucket.put(key, bytes, {
      httpMetadata: { contentType, cacheControl: IMMUTABLE },
      customMetadata: { width: String(width), height: String(height) },
    });
  }
  return { src: `${IMAGE_PATH}${key}`, width, height };
}

/** An image already in the bucket, by its src: what an export names and an import reuses. */
export async function storedImage(bucket: R2Bucket, src: string): Promise<StoredImage | null> {
  const key = src.slice(IMAGE_PATH.length);
  if (!src.startsWith(IMAGE_PATH) || !isKey(key)) return null;
  const object = await bucket.head(key);
  if (!object) return null;
  return { src, width: Number(object.customMetadata?.width), height: Number(object.customMetadata?.height) };
}

/** The image's response, or null when there is none. */
export async function imageResponse(bucket: R2Bucket, key: string, request: Request): Promise<Response | null> {
  if (!isKey(key)) return null;
  const object = await bucket.get(key, { onlyIf: request.headers });
  if (!object) return null;
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', IMMUTABLE);
  headers.set('content-security-policy', IMAGE_CSP);
  headers.set('x-content-type-options', 'nosniff');
  // onlyIf: a matching If-None-Match gives the object without a body.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
