import { WIDTHS } from '../../../locales/widths';
import { decodeSearchCursor, encodeSearchCursor } from '../../search/search';
import { MAX_QUERY } from '../../search/terms';
import { oneOf, queryParam } from '../query-param';

/**
 * What the search page reads of its query: the words (shown as typed, so their case is kept;
 * the spaces around and between them collapsed, cut where the search cuts them), a width (off
 * the scale it is no filter) and the cursor of a next page.
 */
export const searchParams = {
  q: queryParam((raw) => raw.trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY).trim() || null),
  width: oneOf(WIDTHS),
  after: queryParam((raw) => decodeSearchCursor(raw) ?? null, encodeSearchCursor),
};
