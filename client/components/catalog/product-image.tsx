import { IMAGE_SIZES } from '../../contract/image-sizes';
import type { Image } from '../../contract/payloads';

/**
 * A product picture in the widths the shop keeps (`srcset`, made by the worker; the browser
 * downloads the one its layout needs), or, for a product without pictures, a neutral box of the
 * same size in its place, so nothing moves. Without `alt` it is decorative (the product's name is
 * beside it); with one, the placeholder is a picture that says there is none.
 */
export function ProductImage({
  image,
  place,
  alt = '',
  width = image?.width,
  height = image?.height,
  loading,
  fetchPriority,
}: {
  image: Image | null;
  place: keyof typeof IMAGE_SIZES;
  alt?: string;
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}) {
  if (!image)
    return (
      <svg
        className="no-picture"
        viewBox="0 0 1 1"
        width={width ?? 800}
        height={height ?? 800}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      />
    );
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset && IMAGE_SIZES[place]}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={fetchPriority ? undefined : 'async'}
    />
  );
}
