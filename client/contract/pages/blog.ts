import type { ContentSummary } from '../payloads';

export interface BlogIndexData {
  posts: ContentSummary[];
  page: number;
  pages: number;
  /** The articles (size guide, foot health...), on every page of the blog. */
  guides: ContentSummary[];
}
