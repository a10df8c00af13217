import { ALL_REVIEWS_PARAM } from '../../../client/contract/pages/product';
import { oneOf, queryParam } from '../query-param';

export const FORM_ERRORS = ['attribute', 'stock'] as const;
export const MAX_REVIEW_PAGES = 20;

/**
 * What a product page reads of its query: the variant to show chosen (kept only when the product
 * has it: worker/routes/catalog-query.ts is given its variants), the refusal of a form sent
 * without JavaScript, how many pages of reviews, and reviews in every language.
 */
export const productParams = {
  variant: queryParam((raw) => (raw.length <= 64 ? raw : null)),
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
