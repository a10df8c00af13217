/**
 * A product's SKU (CMF-101): capital letters, digits and dashes, 2 to 32, not starting with a
 * dash. Written once, here, without zod so either side may import it: the page route's params
 * (client/route-params.ts), the cart's form and the reviews route (worker/routes/), and the
 * catalog format an import reads (worker/catalog/document.ts).
 */
export const SKU_CHARS = '[A-Z0-9][A-Z0-9-]{1,31}';

export const SKU = new RegExp(`^${SKU_CHARS}$`);

/**
 * A variant's SKU (CMF-101-BLACK-42): letters, digits, dot, dash and underscore, up to 64, as
 * merchants' files have them. The catalog import takes these (worker/catalog/document.ts), and
 * so do the stock commands, beside PRODUCT/colour/size (worker/api/admin/stock.ts).
 */
export const VARIANT_SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * A variant as the operator reads it on the shelf: product SKU, colour, EU size, and a width
 * other than the standard one (CMF-101/black/42, CMF-101/navy/42.5, CMF-110/black/39/wide). The
 * colour is written by shelfColour: lower case, with spaces and slashes as dashes ("Schwarz/Weiß"
 * is schwarz-weiß), so the name keeps its slashes.
 */
export const VARIANT_SHELF = /^[A-Za-z0-9-]{1,40}\/[^/\s]{1,40}\/\d{2}(\.5)?(\/(narrow|wide|extra-wide))?$/u;

/** A colour as a shelf name writes it (see VARIANT_SHELF). */
export const shelfColour = (colour: string) => colour.toLowerCase().replace(/[\s/]+/g, '-');

/** A variant's shelf name: CMF-101/moss/38, CMF-110/black/39/wide. */
export const shelfName = (v: { productSku: string; colour: string; size: string; width?: string }) =>
  `${v.productSku}/${shelfColour(v.colour)}/${v.size}${v.width && v.width !== 'standard' ? `/${v.width}` : ''}`;
