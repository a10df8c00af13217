import type { Breadcrumb, ContentBlock, ContentSummary } from '../payloads';

export interface DocumentData {
  kind: 'blog' | 'article' | 'page';
  slug: string;
  title: string;
  publishedAt: string;
  updatedAt: string;
  blocks: ContentBlock[];
  breadcrumbs: Breadcrumb[];
  /** Other posts (blog) or pages (general pages), for reading on. */
  more: ContentSummary[];
}
