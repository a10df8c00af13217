import type { imageSize } from 'image-size';
import { IMAGE_WIDTHS, sizedSrc, widthsBelow } from '../../../client/contract/image-sizes';

/**
 * Product images in R2 (the IMAGES binding; Miniflare keeps a local bucket). Keys are the
 * content's hash, so a stored image never changes and may be cached for a year; width and
 * height are read from the file on upload and kept with it for the page's layout. Beside an
 * original, its smaller widths (`{key}/w{width}`, decision 033), written by whoever uploads.
 */

export const IMAGE_PATH = '/images/';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_BYTES = MAX_IMAGE_BYTES;
const TYPES: Record<string, { contentType: string; extension: string }> = {
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  svg: { contentType: 'image/svg+xml', extension: 'svg' },
};
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The original answering for a width not written yet: kept briefly, so the width takes over once written. */
const STAND_IN = 'public, max-age=3600';
const SIZED_KEY = /^(.+)\/w(\d{1,5})$/;
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

/** Why a file was refused: `code` names the back office's message (images.errors.{code}), `status` the API's. */
export type RefusalCode = 'tooLarge' | 'empty' | 'notImage' | 'unsafeSvg' | 'noOriginal' | 'width' | 'shape';

export class ImageRefused extends Error {
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }

  get status(): 404 | 413 | 415 | 422 {
    return this.code === 'tooLarge' ? 413 : this.code === 'noOriginal' ? 404 : this.code === 'width' || this.code === 'shape' ? 422 : 415;
  }
}

const NOT_AN_IMAGE = 'not an image this shop can show (JPEG, PNG, WebP, AVIF, GIF or SVG)';

/**
 * The file's type by its content (the name and the declared type say nothing), and its size. The
 * readers are loaded by the first upload: serving images needs neither (decision 048).
 */
async function imageKind(bytes: Uint8Array) {
  if (bytes.byteLength === 0) throw new ImageRefused('empty', 'the file is empty');
  if (bytes.byteLength > MAX_BYTES) throw new ImageRefused('tooLarge', `an image has at most ${MAX_BYTES / 1024 / 1024} MB`);
  const [readers, svg] = await Promise.all([import('image-size'), import('./svg-check')]);
  let size: ReturnType<typeof imageSize>;
  try {
    size = readers.imageSize(bytes);
  } catch {
    throw new ImageRefused('notImage', NOT_AN_IMAGE);
  }
  const type = TYPES[size.type ?? ''];
  if (!type || !size.width || !size.height) throw new ImageRefused('notImage', NOT_AN_IMAGE);
  if (type.extension === 'svg') {
    const problem = svg.svgProblem(new TextDecoder().decode(bytes));
    if (problem) throw new ImageRefused('unsafeSvg', `an SVG may only draw; this one has ${problem}`);
  }
  // A photo its EXIF turns a quarter (orientations 5-8) shows, and is resized, with width and height swapped.
  const turned = (size.orientation ?? 1) >= 5;
  return { ...type, width: turned ? size.height : size.width, height: turned ? size.width : size.height };
}

async function hashOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Stores an image (once: the same bytes give the same key) and says how to show it. */
export async function storeImage(bucket: R2Bucket, bytes: Uint8Array<ArrayBuffer>): Promise<StoredImage> {
  const { contentType, extension, width, height } = await imageKind(bytes);
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

/** The widths of an image written so far. */
export async function storedWidths(bucket: R2Bucket, image: StoredImage): Promise<number[]> {
  const key = image.src.slice(IMAGE_PATH.length);
  const widths = widthsBelow(image.width);
  const found = await Promise.all(widths.map((w) => bucket.head(`${key}/w${w}`)));
  return widths.filter((_, i) => found[i]);
}

/**
 * Stores a smaller width of an image already in the bucket: a JPEG, PNG, WebP or AVIF exactly
 * `width` wide with the original's shape. The first one written stays (the key is the
 * original's, so what it shows never changes).
 */
export async function storeSize(bucket: R2Bucket, src: string, width: number, bytes: Uint8Array<ArrayBuffer>) {
  const original = await storedImage(bucket, src);
  if (!original) throw new ImageRefused('noOriginal', 'no such image in the shop');
  if (!widthsBelow(original.width).includes(width))
    throw new ImageRefused('width', `the widths of this image are ${widthsBelow(original.width).join(', ') || 'none (it is small)'}`);
  const kind = await imageKind(bytes);
  if (kind.extension === 'svg' || kind.extension === 'gif') throw new ImageRefused('notImage', 'a width is a JPEG, PNG, WebP or AVIF');
  const height = Math.round((original.height * width) / original.width);
  if (kind.width !== width || Math.abs(kind.height - height) > 1)
    throw new ImageRefused('shape', `this width is ${width} × ${height} pixels, the file ${kind.width} × ${kind.height}`);
  const key = `${src.slice(IMAGE_PATH.length)}/w${width}`;
  if (!(await bucket.head(key))) await bucket.put(key, bytes, { httpMetadata: { contentType: kind.contentType, cacheControl: IMMUTABLE } });
  return { src: sizedSrc(src, width), width, height: kind.height };
}

/**
 * The image's response, or null when there is none. A width not written yet is answered with
 * the original, kept for an hour only.
 */
export async function imageResponse(bucket: R2Bucket, key: string, request: Request): Promise<Response | null> {
  if (!isKey(key)) return null;
  let object = await bucket.get(key, { onlyIf: request.headers });
  let cacheControl = IMMUTABLE;
  const sized = key.match(SIZED_KEY);
  if (!object && sized && IMAGE_WIDTHS.includes(Number(sized[2]))) {
    object = await bucket.get(sized[1], { onlyIf: request.headers });
    cacheControl = STAND_IN;
  }
  if (!object) return null;
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', cacheControl);
  headers.set('content-security-policy', IMAGE_CSP);
  headers.set('x-content-type-options', 'nosniff');
  // onlyIf: a matching If-None-Match gives the object without a body.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
}
