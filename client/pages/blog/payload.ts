import type { ContentSummary } from '../../payloads';

export interface BlogIndexData {
  posts: ContentSummary[];
  page: number;
  pages: number;
}
