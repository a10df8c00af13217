/**
 * The widths a product image is kept in beside its original (decision 033): the back office
 * writes them at upload, `npm run shop -- catalog image-sizes` for images stored before. A width
 * is `{src}/w{width}` in the bucket; one not written yet is answered with the original, so a
 * srcset may always name every width below the original's.
 */
export const IMAGE_WIDTHS: readonly number[] = [320, 640, 960, 1280];

/** What a product picture is drawn at, per place, for the browser's choice among the widths. */
export const IMAGE_SIZES = {
  card: '(min-width: 30rem) 14rem, 50vw',
  gallery: '(min-width: 72rem) 35rem, (min-width: 48rem) 50vw, 100vw',
  thumb: '(min-width: 48rem) 8rem, 25vw',
  line: '80px',
} as const;

/** A vector image is one file for every width. */
const isVector = (src: string) => src.endsWith('.svg');

export const sizedSrc = (src: string, width: number) => `${src}/w${width}`;

/** The widths kept of an image `width` pixels wide: those below it. */
export const widthsBelow = (width: number) => IMAGE_WIDTHS.filter((w) => w < width);

/** The srcset of an image: its kept widths and the original (undefined: the original alone). */
export function srcsetOf(image: { src: string; width: number }): string | undefined {
  const widths = isVector(image.src) ? [] : widthsBelow(image.width);
  if (widths.length === 0) return undefined;
  return [...widths.map((w) => `${sizedSrc(image.src, w)} ${w}w`), `${image.src} ${image.width}w`].join(', ');
}

/** A picture as pages get it: with its srcset when it has one (the worker makes it; the browser's bundle has no need to). */
export function sized<T extends { src: string; width: number; height: number }>(image: T): T & { srcset?: string } {
  const srcset = srcsetOf(image);
  return srcset ? { ...image, srcset } : image;
}
