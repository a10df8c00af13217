import { ALL_REVIEWS_PARAM } from '../../../client/contract/pages/product';
import { oneOf, queryParam } from '../query-param';

const FORM_ERRORS = ['attribute', 'stock'] as const;
const MAX_REVIEW_PAGES = 20;

/**
 * What a product page reads of its query: the variant to show chosen (one the product has, where
 * its variants are known; the loader then keeps only those sold in the market), the refusal of a
 * form sent without JavaScript, how many pages of reviews, and reviews in every language.
 */
export const productParams = {
  variant: queryParam((raw, facts) => (facts === undefined || facts.variants.includes(raw) ? raw : null)),
  error: oneOf(FORM_ERRORS),
  reviews: queryParam((raw) => {
    const pages = Number.parseInt(raw, 10);
    return pages > 1 ? Math.min(MAX_REVIEW_PAGES, pages) : null;
  }),
  [ALL_REVIEWS_PARAM]: queryParam(
    (raw) => (raw === '1' ? true : null),
    () => '1',
  ),
};
