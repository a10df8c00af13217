import { queryParam } from '../query-param';

/** The pages the blog's list may have: beyond them a page number is no page. */
export const MAX_BLOG_PAGES = 1000;

/** What the blog reads of its query: which page of posts (the first without it). */
export const blogParams = {
  page: queryParam((raw) => {
    const page = Number.parseInt(raw, 10);
    return page > 1 && page <= MAX_BLOG_PAGES ? page : null;
  }),
};
