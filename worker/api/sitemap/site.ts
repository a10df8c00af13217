import type { Database } from '../../../db/client';
import type { MarketCode } from '../../../locales/markets';
import type { MarketOrigin } from '../../links';

/** What writing one host's sitemaps needs: the database, the host's market, every market's origin. */
export interface SitemapSite {
  db: Database;
  market: MarketCode;
  origin: MarketOrigin;
  /** The day the catalog last changed (YYYY-MM-DD): the product sitemaps' lastmod. */
  catalogChanged: string;
}
