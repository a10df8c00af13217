/**
 * A product's SKU (CMF-101): capital letters, digits and dashes, 2 to 32, not starting with a
 * dash. Written once, here, without zod so either side may import it: the page route's params
 * (client/route-params.ts), the cart's form and the reviews route (worker/routes/), and the
 * catalog format an import reads (worker/catalog/document.ts).
 */
export const SKU_CHARS = '[A-Z0-9][A-Z0-9-]{1,31}';

export const SKU = new RegExp(`^${SKU_CHARS}$`);
